import { sql } from 'kysely';
import { type Db } from '../db/database';
import { MIGRATION_NAMES } from '../db/migrate';
import { withinMs } from '../metrics/within';

/** What readiness checks, named in a 503's `failing`. */
export const READINESS_CHECKS = ['database', 'migrations', 'catalogue', 'draining'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** How long readiness waits for the database: a balancer's check gives up soon after. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

type DatabaseState = 'up' | 'down' | 'behind';

export interface ReadinessSources {
  db: Db;
  /** The catalogue caches hear its changes (catalog.module's `listening`). */
  catalogueListening(): boolean;
  /** A graceful stop has begun (health-drain.ts). */
  draining(): boolean;
  /** The migrations this code knows (migrate.ts); a test may name one more. */
  migrations?: readonly string[];
  databaseTimeoutMs?: number;
}

/** PostgreSQL's "undefined table": no migration has ever run here. */
const UNDEFINED_TABLE = '42P01';

/**
 * Whether this instance should be sent traffic: the database answers within a short time and
 * has every migration this code knows, the catalogue caches follow its changes, and no stop
 * has begun. Probes that come while the database is asked share its answer: however many
 * balancers ask, one query is in flight.
 */
export class Readiness {
  private asking: Promise<DatabaseState> | undefined;
  private readonly migrations: readonly string[];
  private readonly timeoutMs: number;

  constructor(private readonly sources: ReadinessSources) {
    this.migrations = sources.migrations ?? MIGRATION_NAMES;
    this.timeoutMs = sources.databaseTimeoutMs ?? READINESS_DATABASE_TIMEOUT_MS;
  }

  /** The checks that fail now; none when ready. */
  async failing(): Promise<ReadinessCheck[]> {
    const failing: ReadinessCheck[] = [];
    const database = await this.databaseState();
    if (database === 'down') failing.push('database');
    if (database === 'behind') failing.push('migrations');
    if (!this.sources.catalogueListening()) failing.push('catalogue');
    if (this.sources.draining()) failing.push('draining');
    return failing;
  }

  private databaseState(): Promise<DatabaseState> {
    this.asking ??= this.askDatabase().finally(() => (this.asking = undefined));
    return withinMs(this.timeoutMs, this.asking).catch(() => 'down' as const);
  }

  /** One round trip: the database answers, and with how many of the known migrations applied. */
  private async askDatabase(): Promise<DatabaseState> {
    try {
      const { rows } = await sql<{ applied: number }>`select count(*)::int as applied from kysely_migration
        where name in (${sql.join(this.migrations)})`.execute(this.sources.db);
      return rows[0]?.applied === this.migrations.length ? 'up' : 'behind';
    } catch (error) {
      return (error as { code?: unknown }).code === UNDEFINED_TABLE ? 'behind' : 'down';
    }
  }
}
