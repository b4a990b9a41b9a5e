import { ClusterRefusal, clusterPlan } from './cluster-plan';

const url = 'postgres://shop@db.internal:5432/shop';

describe('clusterPlan', () => {
  it('starts 2 instances on PORT and PORT+1 by default', () => {
    expect(clusterPlan({ DATABASE_URL: url })).toEqual({ databaseUrl: url, ports: [8080, 8081] });
    expect(clusterPlan({ DATABASE_URL: url, PORT: '9000', API_INSTANCES: '3' }).ports).toEqual([
      9000, 9001, 9002,
    ]);
    expect(clusterPlan({ DATABASE_URL: 'postgresql://h/db' }).databaseUrl).toBe('postgresql://h/db');
  });

  it.each([
    [{}, /DATABASE_URL=postgres:\/\//],
    [{ DATABASE_URL: '/data/pglite' }, /PGlite serves a single process/],
    [{ DATABASE_URL: url, API_INSTANCES: '0' }, /API_INSTANCES must be between 1 and 32/],
    [{ DATABASE_URL: url, API_INSTANCES: 'two' }, /API_INSTANCES must be a whole number/],
    [{ DATABASE_URL: url, PORT: '65535' }, /no room for 2 instances/],
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
