// HTTP contracts of the support domain (docs/spec.md §7 Contact), and the studio's contact data.
export * from './write-us';
export * from './ask-availability';
export * from './calls';
export * from './studio';
