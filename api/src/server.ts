import { requireFromApi } from './load-commonjs';
import type * as RunServer from './run-server';

// The API alone (npm run dev/start -w api); the whole shop starts from tooling/start.ts.
const { runServer } = requireFromApi('./run-server') as typeof RunServer;
runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
