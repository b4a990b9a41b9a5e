import { runServer } from './run-server';

// The API alone (npm run dev/start -w api); the whole shop starts from tooling/start.ts.
runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
