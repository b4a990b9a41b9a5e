// HTTP contracts of the account domain (docs/spec.md §7 Account).
export * from './credentials';
export * from './auth-answer';
export * from './login';
export * from './register';
export * from './password-reset';
export * from './profile';
export * from './calls';
