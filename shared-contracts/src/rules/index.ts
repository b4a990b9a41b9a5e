export * from './stock-message';
export * from './pagination';
export * from './money';
