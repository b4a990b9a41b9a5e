// Issue 26, point 3: while a database is busy with varied listings (64 connections of the
// rotating listing target, as fast as they go, then paced at a steady STEADY_LOAD_RATE), what
// needs no query — a kept answer, an image, and with the shop the server-rendered home page —
// must stay quick: each asked on a steady schedule of 50 a second (paced-requests.ts: timed
// from when each was due), beside the load, and its p99 printed (target ≤ 25 ms).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { REPO_ROOT } from 'tooling-testing/shop-process';
import { autocannonFigures, type LoadFigures } from './load-figures';
import { pacedTargetLoad } from './paced-requests';
import { type Target, loadOptions } from './targets';

export const PROBE_TARGET_P99_MS = 25;
const PROBE_RATE = 50;
/**
 * A heavy shop's load that leaves the machine some CPU: about a third of what the API serves
 * of the rotating listings at saturation on this 2-CPU machine (with the load generator on it).
 */
export const STEADY_LOAD_RATE = 2000;
const LOAD_CONNECTIONS = 64;
/** The probes' own process (probe-process.ts), and the time it takes to start. */
const PROBE_PROCESS = path.join(REPO_ROOT, 'bench', 'src', 'api-bench', 'probe-process.ts');
const PROBE_START_SECONDS = 2;
const run = promisify(execFile);

export interface Probe {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** A page the server renders: primed until it did (its render state says so). */
  serverRendered?: boolean;
}

/** What a page whose remote the server rendered carries in its render state. */
const SERVER_RENDERED = '"rendered":true';
const PRIME_ATTEMPTS = 120;

export interface ProbeResult {
  name: string;
  p99: number;
  requests: number;
  failures: number;
}

export function probesOf(withHtml: boolean): Probe[] {
  return [
    { name: 'kept answer (a collection)', path: '/api/collections/lamparas?language=es' },
    { name: 'image (a type hero)', path: '/static_images/image_type/sofas.svg' },
    ...(withHtml
      ? [
          {
            name: 'HTML, home page',
            path: '/',
            headers: { cookie: `${LANGUAGE_COOKIE}=es-ES` },
            serverRendered: true,
          },
        ]
      : []),
  ];
}

/**
 * Asks a probe until it is kept: once, or for a page until the server rendered it (the first
 * pages after a start come while the render workers start, and are left to the browser).
 */
async function prime(baseUrl: string, probe: Probe): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}${probe.path}`, { headers: probe.headers ?? {} });
    const body = await response.text();
    if (!response.ok) throw new Error(`${probe.path} answered ${response.status}`);
    if (!probe.serverRendered || body.includes(SERVER_RENDERED)) return;
    if (attempt === PRIME_ATTEMPTS) throw new Error(`${probe.path} was not rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The probes' figures, and the load's own: its requests a second and p99 over the same span. */
export interface ProbesUnderLoad {
  probes: ProbeResult[];
  load: LoadFigures;
}

/**
 * The probes' p99 while `load` runs for `seconds` (each probe asked once first, so it is
 * kept): as fast as 64 connections can send it, or paced at `rate` requests a second.
 */
export async function probesUnderLoad(
  baseUrl: string,
  load: Target,
  probes: readonly Probe[],
  seconds: number,
  rate?: number,
): Promise<ProbesUnderLoad> {
  for (const probe of probes) await prime(baseUrl, probe);
  // The load runs a little longer than the probes, which start once their process has.
  const loadSeconds = seconds + PROBE_START_SECONDS;
  const [loadFigures, probeOutput] = await Promise.all([
    rate
      ? pacedTargetLoad(baseUrl, load, { rate, seconds: loadSeconds, connections: LOAD_CONNECTIONS })
      : saturatingLoad(baseUrl, load, loadSeconds),
    run(
      process.execPath,
      ['--import', 'tsx', PROBE_PROCESS, JSON.stringify({ baseUrl, probes, seconds, rate: PROBE_RATE })],
      { cwd: REPO_ROOT },
    ),
  ]);
  return { probes: JSON.parse(probeOutput.stdout) as ProbeResult[], load: loadFigures };
}

async function saturatingLoad(baseUrl: string, load: Target, seconds: number): Promise<LoadFigures> {
  return autocannonFigures(
    await autocannon({ ...loadOptions(baseUrl, load, LOAD_CONNECTIONS), duration: seconds }),
  );
}
