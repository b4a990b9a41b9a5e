import { type RemotePrefetchModule, serverApiClient } from 'remote-kit';
import { matchPath } from 'react-router-dom';
import { ROUTES, apiLanguage } from 'shared-contracts';
import { askedProductId } from '../features/contact/asked-product-id';
import { askedProductQuery } from '../features/contact/queries/asked-product-query';

/**
 * What the server-rendered account pages read at their first render that any visitor may
 * see: the product an /ask-availability page asks about. The sign-in pages and /contact read
 * nothing; the profile and the orders are personal, fetched by the browser once signed in.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = async ({
  url,
  language,
  queryClient,
  apiBaseUrl,
  signal,
}) => {
  if (!matchPath(ROUTES.askAvailability, url.pathname)) return;
  const productId = askedProductId(url.searchParams);
  if (productId === undefined) return;
  const client = serverApiClient(apiBaseUrl, language, signal);
  await queryClient.prefetchQuery(askedProductQuery(client, productId, apiLanguage(language)));
};
