export * from './money';
export * from './date';
export * from './number';
export * from './percent';
