// HTTP contracts of the account domain (SPEC.md §7 Account).
export * from './user-id';
export * from './credentials';
export * from './auth-answer';
export * from './login';
export * from './register';
export * from './success-answer';
export * from './calls';
