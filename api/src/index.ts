// The api's public entry: what the shop's servers (tooling/server), the browser tests' fixtures
// and the benchmarks start, configure and migrate the API with. Other packages import the api
// by its name and these entries (api/package.json `exports`), never its files.
export { type AppDependencies, buildApp } from './app';
export { type AppConfig, configuredPublicOrigin, loadConfig } from './config';
export { closeOnSignals } from './shutdown';
export { type BootstrapReport, openConfiguredDatabase, prepareDatabase } from './db/bootstrap';
export { type DatabaseHandle, type Db, openDatabase } from './db/database';
export { migrateToLatest } from './db/migrate';
export { SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts';
