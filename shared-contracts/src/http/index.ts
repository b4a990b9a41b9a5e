export * from './call';
export * from './error-body';
export * from './client';
