import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ShopMetrics } from 'api/metrics';
import { clusterPlan } from './cluster-plan';

// The samples beside this file agree with the API and with start:cluster: the dashboard reads
// only metrics the API exposes, Prometheus scrapes the ports the instances' metrics listen on,
// and the balancers ask readiness.

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}

/** Every series name the API exposes: each family, and a histogram's _bucket, _sum and _count. */
async function exposedSeries(): Promise<Set<string>> {
  const metrics = new ShopMetrics(
    { caches: () => [], owedMails: async () => ({ orderConfirmations: 0, passwordResets: 0 }) },
    [],
  );
  const names = new Set<string>();
  for (const family of await metrics.registry.getMetricsAsJSON()) {
    names.add(family.name);
    if (String(family.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${family.name}${suffix}`);
  }
  return names;
}

describe('tooling/server/cluster samples', () => {
  const plan = clusterPlan({ DATABASE_URL: 'postgres://shop@db/shop' });

  it('grafana-dashboard.json reads only series the API exposes, in every panel the issue asks for', async () => {
    const dashboard = JSON.parse(read('grafana-dashboard.json')) as Dashboard;
    const exposed = await exposedSeries();
    const used = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(?:shop|nodejs)_[a-z0-9_]+/g) ?? []),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !exposed.has(name))).toEqual([]);
    expect(dashboard.panels.map((panel) => panel.title)).toEqual([
      'Request rate by route',
      'Server errors (5xx) by route',
      'Latency p50 by route',
      'Latency p99 by route',
      'Database query p99',
      'Database pool',
      'Cache hit ratio',
      'Event-loop lag p99',
      'Payments by result',
      'Rate-limit refusals',
      'Mails owed',
      'Sweeps',
    ]);
  });

  it('prometheus.yml scrapes the metrics ports start:cluster gives its instances', () => {
    const targets = /targets: \[([^\]]*)\]/.exec(read('prometheus.yml'))?.[1];
    expect(targets?.split(',').map((target) => target.trim().replace(/'/g, ''))).toEqual(
      plan.metricsPorts.map((port) => `127.0.0.1:${port}`),
    );
  });

  it('the balancers send to the instances start:cluster starts, HAProxy asking each one’s readiness', () => {
    const haproxy = read('haproxy.cfg');
    expect(haproxy).toContain('option httpchk GET /api/health/ready');
    const servers = (text: string, pattern: RegExp) =>
      [...text.matchAll(pattern)].map((match) => Number(match[1]));
    expect(servers(haproxy, /^\s*server api\d+ 127\.0\.0\.1:(\d+)/gm)).toEqual(plan.ports);
    expect(servers(read('nginx.conf'), /^\s*server 127\.0\.0\.1:(\d+)/gm)).toEqual(plan.ports);
  });
});
