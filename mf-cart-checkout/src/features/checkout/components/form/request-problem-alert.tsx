import { useTranslation } from 'react-i18next';
import { type ApiResult } from 'shared-contracts';
import { NAMESPACE } from '../../../../i18n';
import { FormAlert } from './form-alert';

/** An answer that is neither a success nor the API's own errors: no answer, or a broken one. */
export type RequestProblem = 'network' | 'unexpected';

export function requestProblemOf(result: ApiResult<unknown>): RequestProblem | undefined {
  if (result.kind === 'network-error') return 'network';
  if (result.kind === 'bad-response') return 'unexpected';
  return undefined;
}

/** A short, calm line when a request got no usable answer: the form works again, try once more. */
export function RequestProblemAlert({ problem }: { problem: RequestProblem | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!problem) return null;
  return (
    <FormAlert tone="info">
      {t(problem === 'network' ? 'checkout.form.networkError' : 'checkout.form.unexpectedError')}
    </FormAlert>
  );
}
