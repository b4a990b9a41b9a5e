import { PASSWORD_RESET_TOKEN_PARAM } from '../account/password-reset';

// Every route of docs/spec.md §2, as React Router patterns, and builders for links to them.

export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  recoverPassword: '/recover-password',
  collection: '/collections/:slug',
  typeProducts: '/type_products/:name',
  product: '/products/:productId',
  search: '/search',
  sales: '/sales',
  wishlist: '/wishlist',
  cart: '/cart',
  loginRegisterCheckout: '/login-register-checkout',
  checkout: '/checkout',
  checkoutAddress: '/checkout/address',
  checkoutDelivery: '/checkout/delivery',
  checkoutPayment: '/checkout/payment',
  checkoutConfirmation: '/checkout/confirmation',
  orders: '/orders',
  order: '/orders/:orderCode',
  profile: '/profile',
  contact: '/contact',
  askAvailability: '/ask-availability',
  error: '/error',
  faqs: '/pages/faqs',
  refundsPolicy: '/pages/refunds-policy',
  shipping: '/pages/shipping',
  privacyPolicy: '/pages/privacy-policy',
  termsOfUse: '/pages/terms-of-use',
  cookiesPolicy: '/pages/cookies-policy',
  legalAdvise: '/pages/legal-advise',
  backoffice: '/backoffice',
  backofficeLogin: '/backoffice/login',
  backofficeRegister: '/backoffice/register/:email/:orderCode',
  backofficeOrders: '/backoffice/orders',
  backofficeOrder: '/backoffice/orders/:orderCode',
  backofficeDiscountCodes: '/backoffice/discountcodes',
  backofficePrices: '/backoffice/prices',
  backofficePassword: '/backoffice/password',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Collections by slug; each collection answers to its English and its Spanish slug. */
export const COLLECTION_SLUGS = {
  furnitures: { en: 'furnitures', es: 'coleccionmuebles' },
  decor: { en: 'decor', es: 'decoracion' },
  lamps: { en: 'lamps', es: 'lamparas' },
  accessories: { en: 'accessories', es: 'accesorios' },
} as const;
export type CollectionKey = keyof typeof COLLECTION_SLUGS;

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=2` from the defined values, or '' when there are none. */
export function toQueryString(query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A collection's type products link here: name lowercased, spaces removed (docs/spec.md §2). */
export function typeProductsSlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '');
}

/** The query parameter of /ask-availability naming the product asked about. */
export const ASK_AVAILABILITY_PRODUCT_PARAM = 'product';

export const paths = {
  collection: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  typeProducts: (name: string, query: QueryValues = {}) =>
    `/type_products/${encodeURIComponent(typeProductsSlug(name))}${toQueryString(query)}`,
  product: (productId: string | number) => `/products/${encodeURIComponent(String(productId))}`,
  search: (query: QueryValues) => `${ROUTES.search}${toQueryString(query)}`,
  sales: (query: QueryValues = {}) => `${ROUTES.sales}${toQueryString(query)}`,
  order: (orderCode: string, accessToken?: string) =>
    `/orders/${encodeURIComponent(orderCode)}${toQueryString({ access_token: accessToken })}`,
  askAvailability: (productId: string | number) =>
    `${ROUTES.askAvailability}${toQueryString({ [ASK_AVAILABILITY_PRODUCT_PARAM]: productId })}`,
  /** The reset link mailed by POST /account/recover_password (its `token` parameter). */
  resetPassword: (token: string) =>
    `${ROUTES.recoverPassword}${toQueryString({ [PASSWORD_RESET_TOKEN_PARAM]: token })}`,
  backofficeOrder: (orderCode: string) => `/backoffice/orders/${encodeURIComponent(orderCode)}`,
};

export function isBackofficePath(pathname: string): boolean {
  return pathname === ROUTES.backoffice || pathname.startsWith(`${ROUTES.backoffice}/`);
}
