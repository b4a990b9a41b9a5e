// HTTP contracts of the back office's prices screen (issue 28).
export * from './price-fields';
export * from './priced-product';
export * from './price-list';
export * from './price-categories';
export * from './price-edit';
export * from './price-history';
export * from './price-bulk';
export * from './calls';
