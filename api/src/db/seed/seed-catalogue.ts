import { type Insertable, type Kysely } from 'kysely';
import { listPriceCentsOf } from '../list-price';
import { type Database, type ProductsTable } from '../schema';
import { CATALOGUE } from './catalogue-definition';
import { heroFile } from './images/write-images';
import { type ProductSeed, generateProducts } from './product-generator';

/** Products a fresh shop opens with: 28 per type, so a category lists over two pages (the benchmark builds 100,000). */
export const DEFAULT_PRODUCT_COUNT = 616;
const BATCH = 1000;

export interface CatalogueCounts {
  collections: number;
  types: number;
  products: number;
}

export async function seedCatalogue(
  db: Kysely<Database>,
  productCount = DEFAULT_PRODUCT_COUNT,
): Promise<CatalogueCounts> {
  const typeIds = new Map<string, number>();
  for (const [position, collection] of CATALOGUE.entries()) {
    const { id } = await db
      .insertInto('collections')
      .values({
        key: collection.key,
        slug_en: collection.slugEn,
        slug_es: collection.slugEs,
        name_en: collection.nameEn,
        name_es: collection.nameEs,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const types = await db
      .insertInto('product_types')
      .values(
        collection.types.map((type, typePosition) => ({
          collection_id: id,
          slug: type.slug,
          name_en: type.nameEn,
          name_es: type.nameEs,
          hero_image: heroFile(type.slug),
          position: typePosition,
        })),
      )
      .returning(['id', 'slug'])
      .execute();
    for (const type of types) typeIds.set(type.slug, type.id);
  }

  let batch: Insertable<ProductsTable>[] = [];
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto('products').values(batch).execute();
    inserted += batch.length;
    batch = [];
  };
  for (const product of generateProducts(productCount)) {
    const typeId = typeIds.get(product.typeSlug);
    if (typeId === undefined) throw new Error(`unknown type ${product.typeSlug}`);
    batch.push(productRow(product, typeId));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { collections: CATALOGUE.length, types: typeIds.size, products: inserted };
}

/** A generated product as the products table stores it, in the type of id `typeId`. */
export function productRow(product: ProductSeed, typeId: number): Insertable<ProductsTable> {
  return {
    type_id: typeId,
    name_en: product.nameEn,
    name_es: product.nameEs,
    description_en: product.descriptionEn,
    description_es: product.descriptionEs,
    width_cm: product.width,
    height_cm: product.height,
    long_cm: product.long,
    price_cents: product.priceCents,
    list_price_cents: listPriceCentsOf(product.priceCents, product.discountPercent),
    discount_percent: product.discountPercent,
    stock: product.stock,
    units_sold: product.unitsSold,
    images: product.images,
  };
}
