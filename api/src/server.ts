// The API alone (npm run dev/start -w api); the whole shop starts from tooling/server/start.ts.
import { buildApp } from './app';
import { loadConfig } from './config';
import { closeOnSignals } from './shutdown';

/** loadConfig + buildApp + listen, and a graceful close on SIGINT/SIGTERM. */
async function runServer(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
}

runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
