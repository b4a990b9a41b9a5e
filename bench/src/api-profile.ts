// `npm run bench:api:profile -- <target words>`: one target of `npm run bench:api` under
// load (64 connections) with V8's CPU profiler on during the measured window, the event
// loop's delay and the garbage collector's pauses; prints where the time went. PGlite, or
// PostgreSQL with BENCH_DATABASE_URL; PROFILE_REQUESTS=n sends n requests instead of
// BENCH_SECONDS of them, PROFILE_RATE=n paced at n a second (paced-requests.ts), and PROFILE_SAMPLING=heap samples allocations instead of the CPU (off: the probes only), so that runs compare by the API's CPU time per request, which the
// machine's other work disturbs less than requests per second. Profiles are kept in
// data/profiles/ (open them in Chrome DevTools or speedscope).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { REPO_ROOT, startShop, stopShop } from 'tooling-testing/shop-process';
import { type CpuProfile, type HeapProfile, summarise, summariseHeap } from './api-profile/summary';
import { catalogueTypes, rotatingTargets } from './api-bench/rotating-targets';
import { autocannonFigures, type LoadFigures } from './api-bench/load-figures';
import { pacedTargetLoad } from './api-bench/paced-requests';
import { apiTargets, loadOptions, type Target } from './api-bench/targets';
import { API_START_UP_MS } from './api-bench/start-up';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A fixed number of requests instead of SECONDS: the same work on every run, to compare CPU per request. */
const AMOUNT = process.env.PROFILE_REQUESTS ? Number(process.env.PROFILE_REQUESTS) : undefined;
/** A steady rate of requests a second instead of as many as the connections can send. */
const RATE = process.env.PROFILE_RATE ? Number(process.env.PROFILE_RATE) : undefined;
const CONNECTIONS = 64;
/** The bench's wait after a start (the cards read ahead), unless PROFILE_START_MS says otherwise. */
const START_UP_MS = Number(process.env.PROFILE_START_MS ?? API_START_UP_MS);

async function waitFor(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no profile at ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  const words = process.argv.slice(2).join(' ').toLowerCase();
  const database = DATABASE_URL ? 'postgres' : 'pglite';
  const dir = path.join(REPO_ROOT, 'data', 'profiles');
  mkdirSync(dir, { recursive: true });
  const sampling = process.env.PROFILE_SAMPLING ?? 'cpu';
  const extension = sampling === 'heap' ? 'heapprofile' : 'cpuprofile';
  const file = path.join(dir, `${words.replace(/[^a-z0-9]+/gi, '-')}-${database}.${extension}`);
  rmSync(file, { force: true });

  const shop = await startShop(
    {
      DATA_DIR: path.join(REPO_ROOT, 'data', `bench-api-${PRODUCTS}`),
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      SEED_PRODUCTS: String(PRODUCTS),
      RATE_LIMIT: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PROFILE_FILE: file,
      PROFILE_SAMPLING: sampling,
    },
    'bench/src/api-profile/probed-server.ts',
  );
  try {
    // As `npm run bench:api` measures: once the API has read its products' cards ahead.
    await new Promise((resolve) => setTimeout(resolve, START_UP_MS));
    const targets = [
      ...apiTargets(PRODUCTS),
      ...rotatingTargets(await catalogueTypes(shop.baseUrl), PRODUCTS),
    ];
    const target = targets.find((candidate) => candidate.name.toLowerCase().includes(words));
    if (!target) throw new Error(`no target matches '${words}': ${targets.map((t) => t.name).join('; ')}`);
    const load = (seconds: number | undefined) =>
      RATE
        ? pacedTargetLoad(shop.baseUrl, target, {
            rate: RATE,
            seconds: seconds ?? AMOUNT! / RATE,
            connections: CONNECTIONS,
          })
        : fullLoad(shop.baseUrl, target, seconds);
    await load(2);
    shop.process.kill('SIGUSR2');
    const result = await load(AMOUNT ? undefined : SECONDS);
    shop.process.kill('SIGUSR2');
    await waitFor(file, 30_000);
    console.log(
      `${target.name} on ${database}${RATE ? `, paced at ${RATE} a second` : ''}: ${Math.round(result.perSecond)} req/s, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms, failed ${result.failures}`,
    );
    const probes = readFileSync(`${file}.probes.txt`, 'utf8').trimEnd();
    const cpu = Number(/cpu µs: (\d+)/.exec(probes)?.[1]);
    console.log(
      probes.replace(/cpu µs: \d+/, `API process CPU: ${(cpu / result.total).toFixed(1)} µs a request`),
    );
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile | HeapProfile | null;
    if (profile && 'head' in profile) console.log(summariseHeap(profile, REPO_ROOT, result.total));
    else if (profile) console.log(summarise(profile, REPO_ROOT));
    if (profile) console.log(`profile: ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await stopShop(shop);
  }
}

/** As many requests as 64 connections send (autocannon), for `seconds` or AMOUNT of them. */
async function fullLoad(baseUrl: string, target: Target, seconds: number | undefined): Promise<LoadFigures> {
  return autocannonFigures(
    await autocannon({
      ...loadOptions(baseUrl, target, CONNECTIONS),
      ...(seconds === undefined ? { amount: AMOUNT } : { duration: seconds }),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
