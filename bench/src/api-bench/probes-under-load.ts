// Issue 26, point 3: while a database is busy with varied listings (64 connections of the
// rotating listing target), what needs no query — a kept answer, an image, and with the shop
// the server-rendered home page — must stay quick: each asked at a steady 50 a second on a
// connection of its own, beside the load, and its p99 printed (target ≤ 25 ms).
import autocannon from 'autocannon';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { type Target, loadOptions } from './targets';

export const PROBE_TARGET_P99_MS = 25;
const PROBE_RATE = 50;

export interface Probe {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

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
      ? [{ name: 'HTML, home page', path: '/', headers: { cookie: `${LANGUAGE_COOKIE}=es-ES` } }]
      : []),
  ];
}

/** The probes' p99 while `load` runs for `seconds` (each probe asked once first, so it is kept). */
export async function probesUnderLoad(
  baseUrl: string,
  load: Target,
  probes: readonly Probe[],
  seconds: number,
): Promise<ProbeResult[]> {
  for (const probe of probes) {
    const response = await fetch(`${baseUrl}${probe.path}`, { headers: probe.headers ?? {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.path} answered ${response.status}`);
  }
  const [, ...results] = await Promise.all([
    autocannon({ ...loadOptions(baseUrl, load, 64), duration: seconds }),
    ...probes.map((probe) =>
      autocannon({
        url: `${baseUrl}${probe.path}`,
        connections: 1,
        overallRate: PROBE_RATE,
        duration: seconds,
        ...(probe.headers ? { headers: probe.headers } : {}),
      }),
    ),
  ]);
  return probes.map((probe, index) => {
    const result = results[index]!;
    return {
      name: probe.name,
      p99: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  });
}
