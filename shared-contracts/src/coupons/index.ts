// HTTP contracts of the coupons domain (docs/spec.md §7 GET /couponcode); the back-office calls live in backoffice/.
export * from './coupon';
export * from './coupon-code';
export * from './calls';
