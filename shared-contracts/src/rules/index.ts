export * from './stock-message';
export * from './pagination';
