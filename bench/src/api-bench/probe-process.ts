// The probes of probes-under-load.ts, in a process of their own: asked from the load
// generator's process, their clocks waited on its event loop, as busy as the load makes it,
// and measured the client's queue instead of the server's answer. Argument: the probes as
// JSON ({ baseUrl, probes, seconds, rate }); prints their results as JSON.
import autocannon from 'autocannon';
import { type Probe, type ProbeResult } from './probes-under-load';

interface ProbeRun {
  baseUrl: string;
  probes: Probe[];
  seconds: number;
  rate: number;
}

async function main(): Promise<void> {
  const { baseUrl, probes, seconds, rate } = JSON.parse(process.argv[2] ?? '{}') as ProbeRun;
  const results = await Promise.all(
    probes.map((probe) =>
      autocannon({
        url: `${baseUrl}${probe.path}`,
        connections: 1,
        overallRate: rate,
        duration: seconds,
        ...(probe.headers ? { headers: probe.headers } : {}),
      }),
    ),
  );
  const measured: ProbeResult[] = probes.map((probe, index) => {
    const result = results[index]!;
    return {
      name: probe.name,
      p99: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  });
  process.stdout.write(JSON.stringify(measured));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
