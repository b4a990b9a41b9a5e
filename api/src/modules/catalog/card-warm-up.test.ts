import { CATALOG_PAGE_SIZE } from 'shared-contracts';
import { type DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/test-database';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { SearchVocabulary } from './search-vocabulary';

// The start-up reads every product's card ahead (CatalogService.warmCards), so that a listing
// reads none from the database; a card changed meanwhile is never kept as it was before.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

function catalog() {
  const repository = new CatalogRepository(database.db);
  const service = new CatalogService(
    repository,
    new SearchVocabulary(() => repository.vocabulary()),
    (file) => file,
  );
  const findCards = jest.spyOn(repository, 'findCards');
  return { repository, service, findCards };
}

const query = { language: 'es', page: 1, ascending: true } as const;
const productCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('CatalogService.warmCards', () => {
  it("reads every product's card, so that listings read none", async () => {
    const { service, findCards } = catalog();
    expect(await service.warmCards(new AbortController().signal)).toBe(await productCount());
    const listing = await service.typeProducts('sofas', { ...query, page: 2 });
    const sales = await service.sales({ ...query, sort_by: 'price', ascending: false });
    expect(listing.value.products).toHaveLength(listing.value.info.size - CATALOG_PAGE_SIZE);
    expect(sales.value.products.length).toBeGreaterThan(0);
    expect(findCards).not.toHaveBeenCalled();
  });

  it('leaves a card changed while its chunk was read for its first listing to read', async () => {
    // A product of the first page, found by another instance: this one has read no card yet.
    const first = (await catalog().service.typeProducts('sofas', query)).value.products[0]!;
    const { id } = JSON.parse(first.toString()) as { id: number };
    const { repository, service, findCards } = catalog();
    const read = repository.cardsAfter.bind(repository);
    jest.spyOn(repository, 'cardsAfter').mockImplementation(async (afterId, limit) => {
      const rows = await read(afterId, limit);
      // The change's notice arrives after the chunk's rows were read, before they are kept.
      if (rows.some((row) => row.id === id)) service.apply({ all: false, productIds: [id], typeIds: [] });
      return rows;
    });
    await service.warmCards(new AbortController().signal);
    await service.typeProducts('sofas', query);
    expect(findCards).toHaveBeenCalledTimes(1);
    expect(findCards.mock.calls[0]![0]).toEqual([id]);
  });

  it('reads nothing once stopped', async () => {
    const { repository, service } = catalog();
    const cardsAfter = jest.spyOn(repository, 'cardsAfter');
    const stop = new AbortController();
    stop.abort();
    expect(await service.warmCards(stop.signal)).toBe(0);
    expect(cardsAfter).not.toHaveBeenCalled();
  });
});
