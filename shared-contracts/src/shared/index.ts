// Schemas more than one domain uses: ids, order codes, money, e-mail, phone, addresses,
// language, paging, image URLs and the plain success answer.
export * from './wire-id';
export * from './user-id';
export * from './success-answer';
export * from './no-errors';
export * from './order-code';
export * from './money';
export * from './image-url';
export * from './email';
export * from './phone';
export * from './language';
export * from './query-number';
export * from './user-product-request';
export * from './address';
export * from './lazy-schema';
