export * from './error-body';
export * from './client';
