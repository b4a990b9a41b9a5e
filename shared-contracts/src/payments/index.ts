// HTTP contracts of the payments domain (docs/spec.md §7 3-D Secure and payment, docs/payments.md).
export * from './card';
export * from './browser-data';
export * from './transaction';
export * from './check-version';
export * from './gather-status';
export * from './initiate-authentication';
export * from './challenge-status';
export * from './initiate-authorization';
export * from './emv';
export * from './frame-messages';
export * from './test-cards';
export * from './calls';
