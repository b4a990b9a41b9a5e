// HTTP contracts of the back office (docs/spec.md §7 Back office): staff invitations, orders, coupons.
export * from './login';
export * from './invite-code';
export * from './verify-register';
export * from './staff-register';
export * from './staff-invite';
export * from './staff-logout';
export * from './staff-password';
export * from './staff-query';
export * from './backoffice-orders';
export * from './backoffice-order';
export * from './order-status-change';
export * from './coupon-list';
export * from './coupon-create';
export * from './coupon-delete';
export * from './calls';
export * from './prices';
