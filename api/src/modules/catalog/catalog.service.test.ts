import { ProductDetailSchema } from 'shared-contracts';
import { type CatalogRepository, type ProductRow, type TypePlacement } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { type SearchVocabulary } from './search-vocabulary';

// The product page's place in the catalogue, on a repository stand-in: what the seeded
// database cannot hold (a type without a collection: product_types.collection_id is a
// non-null foreign key) and how often the types are read.

const row: ProductRow = {
  id: 7,
  type_id: 3,
  name_en: 'Toledo Sofa',
  name_es: 'Sofá Toledo',
  description_en: 'A sofa.',
  description_es: 'Un sofá.',
  images: ['a.svg', 'b.svg'],
  width_cm: 200,
  height_cm: 90,
  long_cm: 95,
  price_cents: 123_900,
  list_price_cents: 123_900,
  discount_percent: 0,
  stock: 4,
};

const sofas: TypePlacement = {
  typeId: 3,
  type: { slug: 'sofas', name_en: 'Sofas', name_es: 'Sofás' },
  collection: {
    slug_en: 'furnitures',
    slug_es: 'coleccionmuebles',
    name_en: 'Furniture',
    name_es: 'Muebles',
  },
};

function serviceWith(placements: TypePlacement[]) {
  const typePlacements = jest.fn(async () => placements);
  const repository = {
    findProducts: async (ids: readonly number[]) => (ids.includes(row.id) ? [row] : []),
    typePlacements,
  } as unknown as CatalogRepository;
  const service = new CatalogService(
    repository,
    { invalidate: () => undefined } as unknown as SearchVocabulary,
    (file) => file,
  );
  return { service, typePlacements };
}

describe('CatalogService.product: where the product sits', () => {
  it('names its collection and type in the language asked', async () => {
    const { service } = serviceWith([sofas]);
    const es = (await service.product(7, 'es')).value;
    const en = (await service.product(7, 'en')).value;
    expect(ProductDetailSchema.parse(es)).toMatchObject({
      name: 'Sofá Toledo',
      collection: { slug: 'coleccionmuebles', name: 'Muebles' },
      type_product: { name: 'sofas', name_show: 'Sofás' },
    });
    expect(ProductDetailSchema.parse(en)).toMatchObject({
      name: 'Toledo Sofa',
      collection: { slug: 'furnitures', name: 'Furniture' },
      type_product: { name: 'sofas', name_show: 'Sofas' },
    });
  });

  it('answers without collection and type_product when its type has no known place', async () => {
    const { service } = serviceWith([{ ...sofas, typeId: 99 }]);
    const { value } = await service.product(7, 'es');
    expect(ProductDetailSchema.parse(value)).toMatchObject({ id: 7, name: 'Sofá Toledo' });
    expect(value).not.toHaveProperty('collection');
    expect(value).not.toHaveProperty('type_product');
  });

  it('reads the types once, until a change of the structure', async () => {
    const { service, typePlacements } = serviceWith([sofas]);
    await Promise.all([service.product(7, 'es'), service.product(7, 'en')]);
    await service.product(7, 'en');
    expect(typePlacements).toHaveBeenCalledTimes(1);
    // A product's change leaves the types as they were; a type's or collection's clears them.
    service.apply({ all: false, productIds: [7], typeIds: [3] });
    await service.product(7, 'es');
    expect(typePlacements).toHaveBeenCalledTimes(1);
    service.apply({ all: true });
    await service.product(7, 'es');
    expect(typePlacements).toHaveBeenCalledTimes(2);
  });

  it('still answers 404 for an unknown product', async () => {
    const { service } = serviceWith([sofas]);
    await expect(service.product(8, 'es')).rejects.toMatchObject({ statusCode: 404 });
  });
});
