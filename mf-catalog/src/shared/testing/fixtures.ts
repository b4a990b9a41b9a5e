// Unit tests only: catalogue answers shaped by the shared-contracts types.
import {
  type ListingInfo,
  type ProductDetail,
  type ProductSummary,
  type SearchInfo,
  type TypeProductsAnswer,
} from 'shared-contracts';

export function productSummary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `Jarrón ${id}`,
    price: 45,
    discount: 0,
    stock: 12,
    image: `/images/p${id}-a.svg`,
    images: [`/images/p${id}-a.svg`, `/images/p${id}-b.svg`],
    width: 20,
    height: 40,
    long: 20,
    ...overrides,
  };
}

export function productDetail(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...productSummary(id), description: `Descripción del producto ${id}.`, ...overrides };
}

export function searchInfo(overrides: Partial<SearchInfo> = {}): SearchInfo {
  return { price_min: 29, price_max: 190, n_pages: 3, page: 1, size: 45, ...overrides };
}

export function listingInfo(overrides: Partial<ListingInfo> = {}): ListingInfo {
  return {
    ...searchInfo(),
    name_show: 'Jarrones',
    image: '/static_images/image_type/vases.svg',
    ...overrides,
  };
}

export function typeProductsAnswer(count = 20, info: Partial<ListingInfo> = {}): TypeProductsAnswer {
  return {
    products: Array.from({ length: count }, (_, index) => productSummary(index + 1)),
    info: listingInfo(info),
  };
}
