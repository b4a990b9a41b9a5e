import { collectionSlug, findCollectionKey } from './collection-slugs';

describe('findCollectionKey', () => {
  it.each([
    ['furnitures', 'furnitures'],
    ['coleccionmuebles', 'furnitures'],
    ['decor', 'decor'],
    ['decoracion', 'decor'],
    ['lamps', 'lamps'],
    ['lamparas', 'lamps'],
    ['accessories', 'accessories'],
    ['accesorios', 'accessories'],
    ['Lamparas', 'lamps'],
  ])('knows %s as the %s collection', (slug, key) => {
    expect(findCollectionKey(slug)).toBe(key);
  });

  it.each(['garden', '', 'lámparas', 'furniture'])('knows no collection called %p', (slug) => {
    expect(findCollectionKey(slug)).toBeUndefined();
  });
});

describe('collectionSlug', () => {
  it('speaks the visitor language', () => {
    expect(collectionSlug('furnitures', 'es-ES')).toBe('coleccionmuebles');
    expect(collectionSlug('furnitures', 'en-US')).toBe('furnitures');
    expect(collectionSlug('lamps', 'es-ES')).toBe('lamparas');
  });
});
