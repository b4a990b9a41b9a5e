// The API for `npm run dev`, plus a /remotes.json naming the remotes' dev servers.
import { buildApp, loadConfig } from 'api';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const registry = JSON.parse(process.env.DEV_REMOTES ?? '{}') as Record<string, string>;
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(registry),
  );
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
