// Public surface of shared-contracts: the one package every other package may import.
// Each folder is a domain or a concern and re-exports its own parts.
export * from './http';
export * from './bus';
export * from './routes';
export * from './constants';
export * from './format';
export * from './rules';
export * from './session';
export * from './i18n';
export * from './layout/layout-hint';
export * from './shared';
export * from './account';
export * from './catalog';
export * from './wishlist';
export * from './cart';
export * from './coupons';
export * from './support';
export * from './checkout';
export * from './payments';
export * from './orders';
export * from './backoffice';
export * from './rendering';
export * from './client-errors';
