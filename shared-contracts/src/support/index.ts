// HTTP contracts of the support domain (SPEC.md §7 Contact).
export * from './write-us';
export * from './ask-availability';
export * from './calls';
