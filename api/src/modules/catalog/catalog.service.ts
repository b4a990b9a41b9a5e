import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CATALOG_PAGE_SIZE,
  type CollectionAnswer,
  type ListingInfo,
  type ListingQuery,
  type ProductCollection,
  type ProductDetail,
  type ProductType,
  type SearchInfo,
  type SearchQuery,
} from 'shared-contracts';
import { apiError } from '../../http/api-error';
import { cents, euros, heroUrl, toProductSummary } from '../../http/wire';
import { type Tagged, TaggedCache } from '../../lib/tagged-cache';
import { type CatalogChange, catalogTags, productOfTag, tagsOfChange } from './catalog-changes';
import {
  type CatalogLanguage,
  type CatalogRepository,
  type CollectionNames,
  type ListingScope,
  type ProductRow,
  type ProductScope,
  type ScopeStats,
  type SearchScope,
  type TypeNames,
  type TypePlacement,
} from './catalog.repository';
import { cardIn, encodeCard, type EncodedCard, type ListingPage } from './listing-encoding';
import {
  isDescending,
  type ListingOrder,
  listingOrder,
  type OrderedProducts,
  orderStats,
  pageIds,
  REVERSAL_OF,
  reversed,
  type ScopeOrders,
  scopeStats,
} from './listing-orders';
import { ProductBatch } from './product-batch';
import { alternatives, normalizeText, queryWords } from './search-terms';
import { type SearchVocabulary } from './search-vocabulary';

/** A name from a URL as slugs are stored: lowercase, no accents, no spaces (docs/spec.md §2). */
const slugOf = (name: string) => normalizeText(name).replace(/\s+/g, '');

/** A product's, type's or collection's display name in the language asked. */
const nameIn = (language: CatalogLanguage, row: { name_en: string; name_es: string }) =>
  language === 'en' ? row.name_en : row.name_es;

/**
 * A type as a collection's tiles name it and a product's page places it: `name` is what
 * /type_products/{name} finds (the slug), `name_show` its display name.
 */
const typeNamed = (language: CatalogLanguage, type: TypeNames): ProductType => ({
  name: type.slug,
  name_show: nameIn(language, type),
});

/** A collection as the storefront routes it (/collections/{slug}), in the language asked. */
const collectionNamed = (language: CatalogLanguage, collection: CollectionNames): ProductCollection => ({
  slug: language === 'en' ? collection.slug_en : collection.slug_es,
  name: nameIn(language, collection),
});

type TypeRow = Awaited<ReturnType<CatalogRepository['findType']>>;
type CollectionRow = Awaited<ReturnType<CatalogRepository['collectionWithTypes']>>;

/**
 * Product cards kept, encoded as listings send them in both languages (listing-encoding.ts):
 * every product of a 100,000-product catalogue.
 */
const MAX_CARDS = 100_000;
/** Searches' orders kept, in bytes: one order of a search that finds 13,000 products takes 104 KB. */
const MAX_SEARCH_BYTES = 64 * 1024 * 1024;
/**
 * Cards read at once by the start-up's warm-up: a chunk's encoding (about 10 µs a card) holds
 * the event loop for a few milliseconds at most before requests get their turn.
 */
const WARM_CHUNK = 250;
/** A product no longer there, kept as such until a change of it. */
const GONE: EncodedCard = Buffer.alloc(0);

/** A type's or the sales' key in the orders cache. */
const scopeKey = (scope: ListingScope) =>
  scope.kind === 'type' ? catalogTags.type(scope.typeId) : catalogTags.sales;

/** The tags of a listing's scope: what, changed, makes its page or its counts wrong. */
function scopeTags(scope: ProductScope): string[] {
  if (scope.kind === 'type') return [catalogTags.type(scope.typeId)];
  return [scope.kind === 'sales' ? catalogTags.sales : catalogTags.search];
}

/**
 * The catalogue's reads. Each answer comes with its cache tags (catalog-changes.ts), so the
 * routes can keep it until a change makes it wrong. Within, types and collections (which
 * only a change of the structure alters), a listing's or a search's products in order (its
 * pages, counts and price span come from them) and products' cards are kept the same way,
 * dropped by `apply(change)`.
 */
export class CatalogService {
  private readonly types = new TaggedCache<{ row: TypeRow }>({ max: 1000 });
  private readonly collections = new TaggedCache<{ row: CollectionRow }>({ max: 1000 });
  /** Every type's and the sales' products in each listing order (listing-orders.ts). */
  private readonly orders = new TaggedCache<ScopeOrders>({ max: 1000 });
  /** What each search found, in each order asked, by its words (and language, for relevance). */
  private readonly searches = new TaggedCache<OrderedProducts>({
    max: 10_000,
    maxSize: MAX_SEARCH_BYTES,
    sizeOf: (order) => order.ids.byteLength + order.prices.byteLength,
  });
  /** Every type's place (its names and collection's), by type id: what places a product. */
  private readonly placements = new TaggedCache<{ byType: Map<number, TypePlacement> }>({ max: 1 });
  private readonly products: ProductBatch<ProductRow>;
  /** Products' cards, as listings send them, kept until a change of the product. */
  private readonly cards = new TaggedCache<EncodedCard, number>({
    max: MAX_CARDS,
    keyTag: { tagOf: catalogTags.product, keyOf: productOfTag },
  });
  private readonly cardBatch: ProductBatch<Parameters<typeof encodeCard>[0]>;

  constructor(
    private readonly repository: CatalogRepository,
    private readonly vocabulary: SearchVocabulary,
    /** Whether a hero image file exists; a missing one is replaced by the placeholder. */
    private readonly heroImage: (file: string) => string,
  ) {
    this.products = new ProductBatch((ids) => repository.findProducts(ids));
    this.cardBatch = new ProductBatch((ids) => repository.findCards(ids));
  }

  /** Forgets what a committed change makes wrong. */
  apply(change: CatalogChange): void {
    this.vocabulary.invalidate();
    if (change.all) {
      for (const cache of [
        this.types,
        this.collections,
        this.placements,
        this.searches,
        this.orders,
        this.cards,
      ])
        cache.clear();
      return;
    }
    const tags = tagsOfChange(change);
    for (const cache of this.keptByProducts()) cache.invalidate(tags);
  }

  /** Stops keeping what a change about to commit makes wrong, until `release` or `ms`. */
  hold(tags: readonly string[], ms: number): void {
    for (const cache of this.keptByProducts()) cache.hold(tags, ms);
  }

  release(tags: readonly string[]): void {
    for (const cache of this.keptByProducts()) cache.release(tags);
  }

  /** The caches a change of some products makes wrong in part (the others only a change of the structure). */
  private keptByProducts() {
    return [this.searches, this.orders, this.cards];
  }

  async typeProducts(name: string, query: ListingQuery): Promise<Tagged<ListingPage<ListingInfo>>> {
    const slug = slugOf(name);
    const { row: type } = await this.types.fetch(slug, async () => ({
      value: { row: await this.repository.findType(slug) },
      tags: [],
    }));
    if (!type) throw apiError(404, 'type_product', 'type_not_found', { name });
    const scope: ProductScope = { kind: 'type', typeId: type.id };
    const { products, info } = await this.list(scope, query);
    const answer = {
      products,
      info: {
        name_show: nameIn(query.language, type),
        image: heroUrl(this.heroImage(type.hero_image)),
        ...info,
      },
    };
    return { value: answer, tags: scopeTags(scope) };
  }

  async collection(name: string, language: CatalogLanguage): Promise<Tagged<CollectionAnswer>> {
    const slug = slugOf(name);
    const { row: found } = await this.collections.fetch(slug, async () => ({
      value: { row: await this.repository.collectionWithTypes(slug) },
      tags: [],
    }));
    if (!found) throw apiError(404, 'collection', 'collection_not_found', { name });
    const answer = {
      name: nameIn(language, found),
      type_products: found.types.map((type) => ({
        ...typeNamed(language, type),
        image: heroUrl(this.heroImage(type.hero_image)),
      })),
    };
    // Products do not show in a collection: only a change of the structure (a clear) alters it.
    return { value: answer, tags: [] };
  }

  /**
   * A product's page, and where it sits in the catalogue: its type and that type's collection,
   * named as the collection's tiles name them. The product is one look-up (product-batch.ts);
   * its place comes from every type's, kept in memory until the structure changes (a clear).
   * A type with no place known (none in the data model: a type has a collection) answers
   * without `collection` and `type_product`.
   */
  async product(id: number, language: CatalogLanguage): Promise<Tagged<ProductDetail>> {
    const [row, placements] = await Promise.all([this.products.get(id), this.placementsByType()]);
    if (!row) throw apiError(404, 'product', 'product_not_found', { id });
    const placement = placements.get(row.type_id);
    const answer: ProductDetail = {
      ...toProductSummary({ ...row, name: nameIn(language, row) }),
      description: language === 'en' ? row.description_en : row.description_es,
      ...(placement && {
        collection: collectionNamed(language, placement.collection),
        type_product: typeNamed(language, placement.type),
      }),
    };
    return { value: answer, tags: [catalogTags.product(id)] };
  }

  /** Every type's place, as kept (no promise to make), or as loaded once for all callers. */
  private placementsByType(): Map<number, TypePlacement> | Promise<Map<number, TypePlacement>> {
    return this.placements.peek('all')?.byType ?? this.loadPlacements();
  }

  private async loadPlacements(): Promise<Map<number, TypePlacement>> {
    const { byType } = await this.placements.fetch('all', async () => {
      const placements = await this.repository.typePlacements();
      return { value: { byType: new Map(placements.map((p) => [p.typeId, p])) }, tags: [] };
    });
    return byType;
  }

  async search(query: SearchQuery): Promise<Tagged<ListingPage<SearchInfo>>> {
    const typed = queryWords(query.query);
    if (typed.length === 0) return { value: this.empty(query.page), tags: [catalogTags.search] };
    const vocabulary = await this.vocabulary.get();
    const words = typed.map((word) => ({ typed: word, spellings: alternatives(word, vocabulary) }));
    const scope: ProductScope = { kind: 'search', words };
    return { value: await this.list(scope, query), tags: scopeTags(scope) };
  }

  async sales(query: ListingQuery): Promise<Tagged<ListingPage<SearchInfo>>> {
    const scope: ProductScope = { kind: 'sales' };
    return { value: await this.list(scope, query), tags: scopeTags(scope) };
  }

  private async list(scope: ProductScope, query: ListingQuery): Promise<ListingPage<SearchInfo>> {
    const price =
      query.price_min !== undefined && query.price_max !== undefined
        ? { min: cents(query.price_min), max: cents(query.price_max) }
        : undefined;
    const orderAsked = listingOrder(query);
    let order: OrderedProducts;
    let stats: ScopeStats;
    if (scope.kind === 'search') {
      order = await this.searchOrder(scope, orderAsked, query.language);
      stats = orderStats(order, price);
    } else {
      const orders = await this.orders.fetch(scopeKey(scope), async () => ({
        value: await this.repository.scopeOrders(scope),
        tags: scopeTags(scope),
      }));
      order = orders[orderAsked];
      stats = scopeStats(orders, price);
    }
    const ids = pageIds(order, price, (query.page - 1) * CATALOG_PAGE_SIZE, CATALOG_PAGE_SIZE);
    return { products: await this.cardsOf(ids, query.language), info: infoOf(stats, query.page) };
  }

  /**
   * What a search finds in one order, as kept or read (by relevance in `language` for
   * 'best'); a descending order is its ascending one reversed, so one read serves both.
   */
  private searchOrder(
    scope: SearchScope,
    order: ListingOrder,
    language: CatalogLanguage,
  ): Promise<OrderedProducts> {
    const key = JSON.stringify([order, order === 'best' ? language : '', scope.words]);
    return this.searches.fetch(key, async () => ({
      value: isDescending(order)
        ? reversed(await this.searchOrder(scope, REVERSAL_OF[order], language))
        : await this.repository.searchOrder(scope, order, language),
      tags: scopeTags(scope),
    }));
  }

  /**
   * These products' cards in the language asked, in their order: each as kept, or one
   * look-up batched with every other of the moment (product-batch.ts); one gone since its
   * ids were read is left out.
   */
  private async cardsOf(ids: readonly number[], language: CatalogLanguage): Promise<Buffer[]> {
    const kept = ids.map((id) => this.cards.peek(id));
    const cards = kept.includes(undefined)
      ? await Promise.all(ids.map((id, index) => kept[index] ?? this.card(id)))
      : (kept as EncodedCard[]);
    return cards.flatMap((card) => (card === GONE ? [] : [cardIn(card, language)]));
  }

  /** A product's card, as kept or as loaded (GONE for a product no longer there). */
  private card(id: number): Promise<EncodedCard> {
    return this.cards.fetch(id, async () => {
      const row = await this.cardBatch.get(id);
      return { value: row ? encodeCard(row) : GONE, tags: [catalogTags.product(id)] };
    });
  }

  /**
   * Reads every product's card (up to MAX_CARDS) into memory, a chunk at a time in the
   * background of a start-up, so that listings read no card from the database: a page's 20
   * cards were most of an uncached listing's time. A card changed while its chunk was read is
   * left for its first listing to read. Stops when `signal` aborts; resolves to the cards read.
   */
  async warmCards(signal: AbortSignal): Promise<number> {
    let read = 0;
    let afterId = 0;
    while (!signal.aborted && read < MAX_CARDS) {
      const startedAt = this.cards.epoch;
      const rows = await this.repository.cardsAfter(afterId, Math.min(WARM_CHUNK, MAX_CARDS - read));
      if (rows.length === 0 || signal.aborted) break;
      for (const row of rows) {
        this.cards.keep(row.id, { value: encodeCard(row), tags: [catalogTags.product(row.id)] }, startedAt);
        afterId = Math.max(afterId, row.id);
      }
      read += rows.length;
      await nextTurn();
    }
    return read;
  }

  private empty(page: number): ListingPage<SearchInfo> {
    return { products: [], info: infoOf({ total: 0, matching: 0, minCents: null, maxCents: null }, page) };
  }
}

/** Paging and price span; the span is floored and rounded up to whole euros (docs/spec.md §9). */
function infoOf(stats: ScopeStats, page: number) {
  return {
    price_min: Math.floor(euros(stats.minCents ?? 0)),
    price_max: Math.ceil(euros(stats.maxCents ?? 0)),
    n_pages: Math.max(1, Math.ceil(stats.matching / CATALOG_PAGE_SIZE)),
    page,
    size: stats.matching,
  };
}
