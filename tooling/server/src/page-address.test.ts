import { withoutTrailingSlash } from './page-address';

describe('withoutTrailingSlash', () => {
  it('drops the trailing slash of a page address and keeps its query', () => {
    expect(withoutTrailingSlash('/products/3/')).toBe('/products/3');
    expect(withoutTrailingSlash('/type_products/sofas//?page=2')).toBe('/type_products/sofas?page=2');
  });

  it('leaves the home page and addresses without one alone', () => {
    expect(withoutTrailingSlash('/')).toBeUndefined();
    expect(withoutTrailingSlash('/?lang=en')).toBeUndefined();
    expect(withoutTrailingSlash('/search?query=a/')).toBeUndefined();
  });

  it('never points to another site', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('///evil.example//')).toBe('/evil.example');
  });
});
