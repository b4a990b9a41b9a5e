export * from './events';
export * from './kernel';
export * from './create-bus';
