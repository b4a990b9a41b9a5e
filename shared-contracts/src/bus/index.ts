export * from './events';
export * from './create-bus';
