export * from './stock-message';
export * from './pagination';
export * from './money';
export * from './cart-totals';
export * from './card';
export * from './pricing';
