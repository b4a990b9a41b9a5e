export * from './call';
export * from './error-body';
export * from './client';
export * from './request-origin';
export * from './request-id';
