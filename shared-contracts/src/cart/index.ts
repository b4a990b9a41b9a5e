// HTTP contracts of the cart domain (docs/spec.md §7 Cart): the calls before checkout.
export * from './cart-product';
export * from './user-cart';
export * from './upsert-amount-product';
export * from './remove-product';
export * from './calls';
