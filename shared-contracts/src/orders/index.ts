// HTTP contracts of the orders domain (docs/spec.md §7 Orders): lists, details and the guest link.
export * from './order-status';
export * from './order-date';
export * from './order-summary';
export * from './order-detail';
export * from './user-orders';
export * from './user-order';
export * from './guest-order';
export * from './calls';
