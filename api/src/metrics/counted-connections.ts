import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/** How busy a database's connections are, read at scrape time. */
export interface ConnectionUse {
  /** Connections open (PGlite: its one session). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/**
 * A driver that counts its connections in use and the queries waiting for one: PGlite's
 * dialect hands its one session out under a lock, and this counts the queue at that lock.
 */
class CountingDriver implements Driver {
  inUse = 0;
  waiting = 0;

  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.waiting++;
    try {
      const connection = await this.driver.acquireConnection();
      this.inUse++;
      return connection;
    } finally {
      this.waiting--;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.inUse--;
    return this.driver.releaseConnection(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** A single-connection dialect (PGlite) whose one connection's use can be read. */
export function countedSingleConnection(dialect: Dialect): { dialect: Dialect; use(): ConnectionUse } {
  const driver = new CountingDriver(dialect.createDriver());
  return {
    dialect: {
      createDriver: () => driver,
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    use: () => ({ total: 1, idle: driver.inUse > 0 ? 0 : 1, waiting: driver.waiting }),
  };
}
