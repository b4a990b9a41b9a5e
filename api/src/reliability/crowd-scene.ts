import { type Buyer, checkoutUntilPayment, createBuyers, type CrowdProduct, inBatches } from './crowd-buyers';
import { createLoadDatabase, type LoadDatabase } from './load-database';
import { LoadClient } from './load-http';
import { type LoadCluster, startInstances, stopInstances } from './load-instances';

// Everything up to the moment a crowd pays: a database of the run's own, two API instances
// on it, a product with exactly `units` left, and `buyers` shoppers each at the card step.

export interface CrowdScene {
  database: LoadDatabase;
  cluster: LoadCluster;
  client: LoadClient;
  product: CrowdProduct;
  buyers: Buyer[];
  /** How long the checkouts before paying took, ms. */
  setupMs: number;
  close(): Promise<void>;
}

/** Shoppers going through the checkout at once while the scene is set (not the crowd itself). */
const SETUP_CONCURRENCY = 24;

export async function setCrowdScene(
  serverUrl: string,
  { buyers: count, units }: { buyers: number; units: number },
): Promise<CrowdScene> {
  const client = new LoadClient();
  const database = await createLoadDatabase(serverUrl);
  let cluster: LoadCluster | undefined;
  const close = async () => {
    client.close();
    await stopInstances(cluster);
    await database.drop();
  };
  try {
    cluster = await startInstances(database.url);
    const { db } = database.handle;
    const row = await db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ stock: units }).where('id', '=', row.id).execute();
    const product = { id: row.id, priceCents: row.price_cents };
    const buyers = await createBuyers(db, cluster.env.JWT_SECRET ?? '', count);
    const started = performance.now();
    const urls = cluster.urls;
    await inBatches(buyers, SETUP_CONCURRENCY, (buyer) => checkoutUntilPayment(client, urls, buyer, product));
    const setupMs = Math.round(performance.now() - started);
    return { database, cluster, client, product, buyers, setupMs, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Sets the scene before a describe block's tests and tears it down after them; the tests
 * read it through the returned function. Setting it takes longer the more buyers there are.
 */
export function useCrowdScene(
  serverUrl: string,
  settings: { buyers: number; units: number },
): () => CrowdScene {
  let scene: CrowdScene | undefined;
  beforeAll(
    async () => {
      scene = await setCrowdScene(serverUrl, settings);
    },
    120_000 + settings.buyers * 500,
  );
  afterAll(() => scene?.close(), 60_000);
  return () => {
    if (!scene) throw new Error('the crowd scene was not set');
    return scene;
  };
}
