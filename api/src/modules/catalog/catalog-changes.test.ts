import { catalogTags, parseCatalogNotice, productOfTag, tagsOfChange } from './catalog-changes';

describe('catalogue change notices (migration 0020)', () => {
  it('reads the products and types a notice names, and anything else as everything', () => {
    expect(parseCatalogNotice('p:4,17;t:2')).toEqual({ all: false, productIds: [4, 17], typeIds: [2] });
    expect(parseCatalogNotice('*')).toEqual({ all: true });
    expect(parseCatalogNotice('garbled')).toEqual({ all: true });
  });

  it('drops the products’ pages, their types’ listings, every sales page and every search', () => {
    expect(tagsOfChange({ productIds: [4], typeIds: [2, 3] })).toEqual([
      'product:4',
      'type:2',
      'type:3',
      'sales',
      'search',
    ]);
  });

  it("reads a product's tag back to its id, and no other tag", () => {
    expect(productOfTag(catalogTags.product(1234))).toBe(1234);
    for (const tag of [catalogTags.type(3), catalogTags.sales, catalogTags.search, 'product:', 'product:1x'])
      expect(productOfTag(tag)).toBeUndefined();
  });
});
