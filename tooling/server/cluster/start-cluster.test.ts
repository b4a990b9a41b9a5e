import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from 'api/testing/throwaway-postgres';
import { REPO_ROOT, type RunningShop, newDataDir, startShop, stopShop } from 'tooling-testing/shop-process';

// `npm run start:cluster` (tooling/server/start-cluster.ts) and the instances it starts. The ones
// that need PostgreSQL start a throwaway cluster (Debian's binaries, as .ci/run) and are
// skipped without it.

const JWT_SECRET = 'cluster-test-secret-that-is-long-enough!!';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port whose next one is free too, below Linux's ephemeral range (32768 and up): there
 * the instances' own outgoing connections could take PORT+1 before the second one listens.
 */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if ((await canListen(port)) && (await canListen(port + 1))) return port;
  }
  throw new Error('no two free ports in a row');
}

it('refuses in one line, before building anything, without a postgres:// DATABASE_URL', () => {
  const { DATABASE_URL: _unset, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tooling/server/start-cluster.ts', '--build'], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^start:cluster needs DATABASE_URL=postgres:\/\//),
  ]);
});

const describeWithPostgres = postgresBinDir() ? describe : describe.skip;

describeWithPostgres('on PostgreSQL', () => {
  let postgres: ThrowawayPostgres;
  jest.setTimeout(240_000);

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
  });
  afterAll(() => postgres?.destroy());

  /** A new, empty database on the throwaway server. */
  async function emptyDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return postgres.url.replace(/\/postgres$/, `/${name}`);
  }

  async function query<T>(url: string, text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function register(baseUrl: string): Promise<string> {
    const password = 'a-long-enough-password-1';
    const response = await fetch(`${baseUrl}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `cluster-${Date.now()}@example.com`,
        password,
        repeat_password: password,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  }

  const profileStatus = async (baseUrl: string, token: string) =>
    (await fetch(`${baseUrl}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('brings up two instances started at once on an empty database: migrated and seeded once', async () => {
    const url = await emptyDatabase('together');
    const env = { DATABASE_URL: url, JWT_SECRET, SEED_PRODUCTS: '60', DATA_DIR: newDataDir() };
    const shops: RunningShop[] = [];
    try {
      const started = await Promise.allSettled([startShop(env), startShop(env)]);
      for (const result of started) if (result.status === 'fulfilled') shops.push(result.value);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

      const migrations = await query<{ name: string; runs: number }>(
        url,
        'select name, count(*)::int as runs from kysely_migration group by name having count(*) > 1',
      );
      expect(migrations).toEqual([]);
      expect(await query(url, 'select count(*)::int as n from products')).toEqual([{ n: 60 }]);
      // One shop: a customer registered on one instance is signed in on the other.
      const token = await register(shops[0]!.baseUrl);
      expect(await profileStatus(shops[1]!.baseUrl, token)).toBe(200);
    } finally {
      await Promise.all(shops.map(stopShop));
    }
  });

  it('starts API_INSTANCES instances on PORT, PORT+1, …, their metrics on METRICS_PORT, … and stops them all on SIGTERM', async () => {
    const url = await emptyDatabase('cluster');
    // No JWT_SECRET: the cluster makes the development one once and gives it to every instance.
    const { JWT_SECRET: _none, ...env } = process.env;
    const port = await freePortPair();
    let metricsPort = await freePortPair();
    while (Math.abs(metricsPort - port) < 2) metricsPort = await freePortPair();
    const cluster = await startShop(
      {
        ...(env as Record<string, string>),
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DRAIN_MS: '500',
        DATABASE_URL: url,
        API_INSTANCES: '2',
        SEED_PRODUCTS: '60',
      },
      'tooling/server/start-cluster.ts',
    );
    const second = cluster.baseUrl.replace(/:(\d+)$/, (_whole, port: string) => `:${Number(port) + 1}`);
    try {
      // startShop waited for the first instance; the second may take a moment longer.
      const deadline = Date.now() + 60_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`${second}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(healthy).toBe(true);
      const token = await register(second);
      expect(await profileStatus(cluster.baseUrl, token)).toBe(200);
      for (const baseUrl of [cluster.baseUrl, second])
        expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);
      // Each instance's metrics on its own port, on loopback: the registration above counted there.
      const scrapes = await Promise.all(
        [metricsPort, metricsPort + 1].map(async (port) =>
          (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
        ),
      );
      for (const text of scrapes) expect(text).toContain('# TYPE shop_http_requests_total counter');
      expect(scrapes.join('\n')).toContain('route="/api/account/register",status="201"');
    } finally {
      const exited = new Promise<number | null>((resolve) =>
        cluster.process.once('exit', (code) => resolve(code)),
      );
      cluster.process.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    for (const baseUrl of [cluster.baseUrl, second])
      await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
