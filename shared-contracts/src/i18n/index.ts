export * from './languages';
export * from './namespace';
export * from './common-namespace';
