import { buildApp } from './app';
import { loadConfig } from './config';

/** loadConfig + buildApp + listen, and a clean close on SIGINT/SIGTERM. */
export async function runServer(): Promise<void> {
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
