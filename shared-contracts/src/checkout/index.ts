// HTTP contracts of the checkout domain (docs/spec.md §7 Cart and checkout): verify, start, addresses.
export * from './cleanup-orders';
export * from './current-code';
export * from './verify-cart';
export * from './initialize';
export * from './address-initialize';
export * from './address-save';
export * from './delivery';
export * from './calls';
