// What the catalogue and the shell's header say, per language, as a visitor reads it.
export type ShopLanguage = 'es-ES' | 'en-US';

export const TEXTS = {
  'es-ES': {
    menu: 'Menú',
    searchToggle: 'Buscar en la tienda',
    searchField: 'Buscar productos',
    wishlistCount: (count: number) => `Favoritos, ${count} ${count === 1 ? 'producto' : 'productos'}`,
    productCount: /^\d+ productos?$/,
    sortBy: 'Ordenar por',
    minPrice: 'Precio mínimo',
    maxPrice: 'Precio máximo',
    pages: 'Páginas',
    page: (n: number) => `Página ${n}`,
    addToWishlist: (name: string) => `Añadir ${name} a favoritos`,
    removeFromWishlist: (name: string) => `Quitar ${name} de favoritos`,
    removeFromWishlistHere: 'Quitar de favoritos',
    addToCart: 'Añadir al carrito',
    reference: /^Ref\. \d+$/,
    sales: 'Rebajas',
    save: /Ahorra un \d+%/,
    wishlistTitle: 'Favoritos',
    retry: 'Reintentar',
    searchTitle: (query: string) => `Resultados para «${query}»`,
    accented: 'lámpara',
    unaccented: 'lampara',
  },
  'en-US': {
    menu: 'Menu',
    searchToggle: 'Search the shop',
    searchField: 'Search products',
    wishlistCount: (count: number) => `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`,
    productCount: /^\d+ products?$/,
    sortBy: 'Sort by',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    pages: 'Pages',
    page: (n: number) => `Page ${n}`,
    addToWishlist: (name: string) => `Add ${name} to the wishlist`,
    removeFromWishlist: (name: string) => `Remove ${name} from the wishlist`,
    removeFromWishlistHere: 'Remove from wishlist',
    addToCart: 'Add to cart',
    reference: /^Ref\. \d+$/,
    sales: 'Sales',
    save: /Save \d+%/,
    wishlistTitle: 'Wishlist',
    retry: 'Try again',
    searchTitle: (query: string) => `Results for “${query}”`,
    accented: 'lámpara',
    unaccented: 'lampara',
  },
} as const;

/** The euros of a price as shown: '1234,50 €' (es-ES) or '1,234.50 €' (en-US). */
export function parseMoney(text: string, language: ShopLanguage): number {
  const digits = language === 'es-ES' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  return Number(digits.replace(/[^\d.]/g, ''));
}
