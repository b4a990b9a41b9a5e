import { ALL_TYPES, CATALOGUE } from './catalogue-definition';
import { generateProducts } from './product-generator';
import { DEFAULT_PRODUCT_COUNT } from './seed-catalogue';

const products = [...generateProducts(DEFAULT_PRODUCT_COUNT)];

describe('the seeded catalogue', () => {
  it('has the four collections with their English and Spanish slugs and several types each', () => {
    expect(CATALOGUE.map((c) => [c.slugEn, c.slugEs])).toEqual([
      ['furnitures', 'coleccionmuebles'],
      ['decor', 'decoracion'],
      ['lamps', 'lamparas'],
      ['accessories', 'accesorios'],
    ]);
    expect(CATALOGUE.every((c) => c.types.length >= 4)).toBe(true);
    expect(new Set(ALL_TYPES.map((t) => t.slug)).size).toBe(ALL_TYPES.length);
  });

  it('has at least 200 products, bilingual, measured, priced, with two or more images', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    for (const p of products) {
      expect(p.nameEs).not.toBe(p.nameEn);
      expect(p.descriptionEs).toMatch(/Mide/);
      expect(p.descriptionEn).toMatch(/Measures/);
      expect(Math.min(p.width, p.height, p.long)).toBeGreaterThan(0);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(products.map((p) => p.nameEs)).size).toBe(products.length);
  });

  it('discounts some products and spreads stock over 0, 1–9 and 10 or more', () => {
    const discounted = products.filter((p) => p.discountPercent > 0).length;
    expect(discounted).toBeGreaterThan(products.length * 0.15);
    expect(discounted).toBeLessThan(products.length * 0.5);
    const bands = [0, 0, 0];
    for (const { stock } of products) bands[stock === 0 ? 0 : stock < 10 ? 1 : 2]! += 1;
    expect(bands.every((count) => count >= products.length * 0.1)).toBe(true);
  });

  it('is the same catalogue on every machine and spreads any size evenly over the types', () => {
    expect([...generateProducts(50)]).toEqual([...generateProducts(50)]);
    const large = [...generateProducts(10_000)];
    const perType = new Map<string, number>();
    for (const p of large) perType.set(p.typeSlug, (perType.get(p.typeSlug) ?? 0) + 1);
    expect(Math.max(...perType.values()) - Math.min(...perType.values())).toBeLessThanOrEqual(1);
  });
});
