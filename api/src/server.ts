// The API alone (npm run dev/start -w api); the whole shop starts from tooling/start.ts.
import { buildApp } from './app';
import { loadConfig } from './config';

/** loadConfig + buildApp + listen, and a clean close on SIGINT/SIGTERM. */
async function runServer(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
}

runServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
