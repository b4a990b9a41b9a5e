// The probes of probes-under-load.ts, in a process of their own: asked from the load
// generator's process, their clocks waited on its event loop, as busy as the load makes it,
// and measured the client's queue instead of the server's answer. Argument: the probes as
// JSON ({ baseUrl, probes, seconds, rate }); prints their results as JSON.
import { pacedFigures } from './load-figures';
import { pacedRequests } from './paced-requests';
import { type Probe, type ProbeResult } from './probes-under-load';

interface ProbeRun {
  baseUrl: string;
  probes: Probe[];
  seconds: number;
  rate: number;
}

/** Two connections a probe: an answer that is late does not hold back the next one's sending. */
const CONNECTIONS = 2;

async function main(): Promise<void> {
  const { baseUrl, probes, seconds, rate } = JSON.parse(process.argv[2] ?? '{}') as ProbeRun;
  const results = await Promise.all(
    probes.map((probe) =>
      pacedRequests({
        origin: baseUrl,
        nextPath: () => probe.path,
        ...(probe.headers ? { headers: probe.headers } : {}),
        rate,
        seconds,
        connections: CONNECTIONS,
      }),
    ),
  );
  const measured: ProbeResult[] = probes.map((probe, index) => {
    const { p99, total, failures } = pacedFigures(results[index]!, seconds);
    return { name: probe.name, p99, requests: total, failures };
  });
  process.stdout.write(JSON.stringify(measured));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
