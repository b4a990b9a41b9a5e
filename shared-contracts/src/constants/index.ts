export * from './business';
export * from './sort-options';
