// Business constants of docs/spec.md §9, in one place for every package.

/** Width at or below which the layout switches to mobile. */
export const MOBILE_BREAKPOINT_PX = 1000;
/** How long the language notice and success toasts stay on screen. */
export const NOTICE_DURATION_MS = 5000;

export const CURRENCY = 'EUR';
export const VAT_PERCENT = 21;

/** Stock under this many units shows 'Only {stock} units left'. */
export const LOW_STOCK_THRESHOLD = 10;
/** Products kept in the session's viewed-products cache; the oldest is evicted first. */
export const VIEWED_PRODUCTS_CACHE_LIMIT = 20;

export const GRID_COLUMNS = {
  listing: { desktop: 5, mobile: 2 },
  wishlist: { desktop: 3, mobile: 2 },
  homeTiles: { desktop: 3, mobile: 1 },
} as const;

/** Page numbers shown at most by the pagination window. */
export const PAGINATION_MAX_NUMBERS = 5;

/** Price range used by the filter when a listing gives no info. */
export const PRICE_RANGE_FALLBACK = { min: 0, max: 1_000_000 } as const;

export const CARD_NUMBER_MAX_DIGITS = 16;
export const CVC_MAX_DIGITS = 3;
export const PHONE_PREFIX_MAX_DIGITS = 4;

export const THREE_DS = {
  pollIntervalMs: 1000,
  pollTimeoutMs: 10_000,
  deviceDataTimeoutMs: 10_000,
  challengeWidthPx: 600,
  challengeHeightPx: 400,
  challengeTimeoutMs: 240_000,
  currency: 'EUR',
} as const;

export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'confirm', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const CHECKOUT_STEP_INDEX = { address: 0, payment: 2, confirmation: 3 } as const;

/** Largest discount a coupon may give, in percent: 100/2.21, about 45.25. */
export const MAX_COUPON_DISCOUNT_PERCENT = 100 / 2.21;

/** Back-office panel animations. */
export const BACKOFFICE_PANEL_ANIMATION_S = 0.7;

export const ORDER_STATUSES = ['PAYMENT', 'RECEIVED', 'SEND', 'DELIVERED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses staff can choose in the back office. */
export const BACKOFFICE_ORDER_STATUSES = ['RECEIVED', 'SEND', 'DELIVERED'] as const;
