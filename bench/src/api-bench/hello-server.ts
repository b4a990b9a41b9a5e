import Fastify from 'fastify';

// The yardstick: a bare Fastify 5 route answering a small JSON object, no plugins, no
// logging, the same Node and the same machine as the API it is compared with.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/api/health', async () => ({ status: 'ok' }));
app
  .listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
