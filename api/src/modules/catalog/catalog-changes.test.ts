import { parseCatalogNotice, tagsOfChange } from './catalog-changes';

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
});
