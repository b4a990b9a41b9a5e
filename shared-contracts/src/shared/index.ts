// Schemas more than one domain uses: ids, money, e-mail, phone, language, image URLs and
// the plain success answer. Domain folders import them from here, never from each other.
export * from './wire-id';
export * from './user-id';
export * from './success-answer';
export * from './money';
export * from './image-url';
export * from './email';
export * from './phone';
export * from './language';
export * from './query-number';
export * from './user-product-request';
