import { ClusterRefusal, clusterPlan } from './cluster-plan';

const url = 'postgres://shop@db.internal:5432/shop';

describe('clusterPlan', () => {
  it('starts 2 instances on PORT and PORT+1 by default, their metrics on 9464 and 9465, draining 5 s', () => {
    expect(clusterPlan({ DATABASE_URL: url })).toEqual({
      databaseUrl: url,
      ports: [8080, 8081],
      metricsPorts: [9464, 9465],
      drainMs: 5000,
    });
    expect(
      clusterPlan({
        DATABASE_URL: url,
        PORT: '9000',
        API_INSTANCES: '3',
        METRICS_PORT: '9100',
        DRAIN_MS: '0',
      }),
    ).toMatchObject({ ports: [9000, 9001, 9002], metricsPorts: [9100, 9101, 9102], drainMs: 0 });
    expect(clusterPlan({ DATABASE_URL: 'postgresql://h/db' }).databaseUrl).toBe('postgresql://h/db');
  });

  it.each([
    [{}, /DATABASE_URL=postgres:\/\//],
    [{ DATABASE_URL: '/data/pglite' }, /PGlite serves a single process/],
    [{ DATABASE_URL: url, API_INSTANCES: '0' }, /API_INSTANCES must be between 1 and 32/],
    [{ DATABASE_URL: url, API_INSTANCES: 'two' }, /API_INSTANCES must be a whole number/],
    [{ DATABASE_URL: url, PORT: '65535' }, /no room for 2 instances/],
    [{ DATABASE_URL: url, METRICS_PORT: '65535' }, /METRICS_PORT 65535 leaves no room/],
    [{ DATABASE_URL: url, PORT: '9463' }, /METRICS_PORT 9464 and PORT 9463 overlap/],
    [{ DATABASE_URL: url, DRAIN_MS: 'soon' }, /DRAIN_MS must be a whole number/],
  ])('refuses %j in one line', (env, message) => {
    expect(() => clusterPlan(env)).toThrow(ClusterRefusal);
    expect(() => clusterPlan(env)).toThrow(message);
    try {
      clusterPlan(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
