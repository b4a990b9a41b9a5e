import { ASK_AVAILABILITY_PRODUCT_PARAM, ProductIdSchema } from 'shared-contracts';

/** The product an /ask-availability address asks about (`?product=`), if it names one. */
export function askedProductId(search: URLSearchParams): number | undefined {
  const parsed = ProductIdSchema.safeParse(search.get(ASK_AVAILABILITY_PRODUCT_PARAM) ?? undefined);
  return parsed.success ? parsed.data : undefined;
}
