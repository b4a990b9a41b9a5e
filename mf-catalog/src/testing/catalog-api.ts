// Tests only: the catalogue's API with every call answered, for pages rendered on the server.
import {
  type FakeApi,
  fakeCollectionsApi,
  productDetail,
  productSummary,
  searchInfo,
  typeProductsAnswer,
} from 'remote-kit/testing';
import { getProductCall, getSalesCall, getTypeProductsCall, searchProductsCall } from 'shared-contracts';

/** Collections as the API has them; product 12 is 'Arco floor lamp' in English; listings of 45 products. */
export function catalogApi(): FakeApi {
  return fakeCollectionsApi()
    .on(getProductCall, ({ params, query }) =>
      productDetail(params.id, { name: query.language === 'en' ? 'Arco floor lamp' : 'Lámpara Arco' }),
    )
    .on(getTypeProductsCall, ({ query }) => typeProductsAnswer(5, { page: query.page }))
    .on(searchProductsCall, () => ({
      products: [productSummary(1), productSummary(2)],
      info: searchInfo({ size: 2 }),
    }))
    .on(getSalesCall, () => ({
      products: [productSummary(4, { discount: 25 })],
      info: searchInfo({ size: 1 }),
    }));
}
