export * from './session';
export * from './customer-data';
