// The API's test helpers for other packages' tests (`api/testing`): its configuration for a
// test and a fresh database, as the API's own tests make them.
export { testConfig } from './test-app';
export { openTestDatabase } from './test-database';
