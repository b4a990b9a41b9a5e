// The API server (api/src/server.ts) under probes, for bench/src/api-profile.ts: a first
// SIGUSR2 (after the warm-up) starts V8's CPU profiler (what `node --cpu-prof` records, but
// for the measured window only) and resets the event loop's delay (monitorEventLoopDelay)
// and the garbage collector's pauses; a second stops them, writes the profile to
// PROFILE_FILE and prints the probes on stderr.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const pauses: { kind: string; ms: number }[] = [];
const KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    pauses.push({ kind: KINDS[kind] ?? String(kind), ms: entry.duration });
  }
}).observe({ entryTypes: ['gc'] });

const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);

let cpuAtStart = process.cpuUsage();

function probes(): string {
  const cpu = process.cpuUsage(cpuAtStart);
  const byKind = new Map<string, number[]>();
  for (const { kind, ms: duration } of pauses) byKind.set(kind, [...(byKind.get(kind) ?? []), duration]);
  const gc = [...byKind]
    .map(([kind, list]) => {
      const total = list.reduce((sum, value) => sum + value, 0);
      return `${kind} ${list.length}× (total ${total.toFixed(0)} ms, max ${Math.max(...list).toFixed(1)} ms)`;
    })
    .join('; ');
  return (
    `event loop delay: p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, ` +
    `max ${ms(loop.max)} ms\ngc pauses: ${gc || 'none'}\ncpu µs: ${cpu.user + cpu.system}\n`
  );
}

/**
 * PROFILE_SAMPLING: 'cpu' (the default), 'heap' (V8's sampling heap profiler: where the
 * bytes the garbage collector must then deal with are allocated) or 'off' (the probes only,
 * without a profiler's own cost).
 */
const SAMPLING = process.env.PROFILE_SAMPLING ?? 'cpu';
const session = new Session();
session.connect();
let profiling = false;

process.on('SIGUSR2', () => {
  void (async () => {
    if (!profiling) {
      profiling = true;
      loop.reset();
      pauses.length = 0;
      cpuAtStart = process.cpuUsage();
      if (SAMPLING === 'cpu') {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      } else if (SAMPLING === 'heap') {
        await session.post('HeapProfiler.enable');
        await session.post('HeapProfiler.startSampling', {
          samplingInterval: 16 * 1024,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      }
      return;
    }
    profiling = false;
    const profile =
      SAMPLING === 'cpu'
        ? (await session.post('Profiler.stop')).profile
        : SAMPLING === 'heap'
          ? (await session.post('HeapProfiler.stopSampling')).profile
          : null;
    const file = process.env.PROFILE_FILE ?? 'api.cpuprofile';
    writeFileSync(`${file}.probes.txt`, probes());
    // Whole or not at all: the bench waits for the profile's name to appear.
    writeFileSync(`${file}.partial`, JSON.stringify(profile));
    renameSync(`${file}.partial`, file);
  })();
});

void import('api/server');
