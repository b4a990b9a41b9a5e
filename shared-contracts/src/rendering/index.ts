export * from './page-rendering';
