// HTTP contracts of the catalogue domain (docs/spec.md §7 Catalogue).
export * from './product-brief';
export * from './product-summary';
export * from './product-detail';
export * from './listing-query';
export * from './listing-info';
export * from './type-products';
export * from './search';
export * from './collection';
export * from './calls';
