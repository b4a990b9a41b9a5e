import { sql } from 'kysely';
import { type Db } from '../../db/database';

/** A product as a sitemap lists it. */
export interface ProductUrlRow {
  id: number;
  updated_at: Date;
}

/**
 * SQL only. Every product row is a page a visitor can open (the catalogue shows a product
 * while its row exists: catalog.service's product() answers 404 once it is deleted), so
 * the sitemaps list the table as it is. Products files follow id order: the n-th holds the
 * products ranked ((n - 1) * perFile, n * perFile] by id.
 */
export class SitemapRepository {
  constructor(private readonly db: Db) {}

  /**
   * The newest change of each products file's products, one row per file in order: one
   * pass over the products in id order, holding nothing but a file's running maximum.
   */
  async productFiles(perFile: number): Promise<Date[]> {
    const { rows } = await sql<{ lastmod: Date }>`
      select max(updated_at) as lastmod
        from (select (row_number() over (order by id) - 1) / ${perFile} as file, updated_at
                from products) as ranked
       group by file
       order by file`.execute(this.db);
    return rows.map((row) => row.lastmod);
  }

  /** The first product id of products file `number`, or undefined when the catalogue has no such file. */
  async firstIdOfFile(number: number, perFile: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .offset((number - 1) * perFile)
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** Up to `limit` products after id `afterId`, in id order: a range of the primary key's index. */
  productsAfter(afterId: number, limit: number): Promise<ProductUrlRow[]> {
    return this.db
      .selectFrom('products')
      .select(['id', 'updated_at'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Collections (in the shop's order), by the slug of the default language, Castellano. */
  async collectionSlugs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('collections')
      .select('slug_es')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.slug_es);
  }

  /** Product types by their slug (what a collection's tiles link to), collection by collection. */
  async typeSlugs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('product_types as t')
      .innerJoin('collections as c', 'c.id', 't.collection_id')
      .select('t.slug')
      .orderBy('c.position')
      .orderBy('c.id')
      .orderBy('t.position')
      .orderBy('t.id')
      .execute();
    return rows.map((row) => row.slug);
  }
}
