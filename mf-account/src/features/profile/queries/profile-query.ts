import { queryOptions } from '@tanstack/react-query';
import { type HttpClient, getProfileCall } from 'shared-contracts';
import { answerData } from '../../../shared/queries/answer-data';

/**
 * The signed-in customer's account (e-mail, since when), kept under their user id so that
 * another customer's is never shown under this one's session. A visitor's (no user id) is
 * not asked for. A refused token (401) signs the customer out through the kit's client.
 */
export function profileQuery(client: HttpClient, userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', 'profile', userId] as const,
    queryFn: async ({ signal }) => answerData(await client.call(getProfileCall, {}, { signal })),
    enabled: userId !== undefined,
  });
}
