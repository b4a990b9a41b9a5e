// The studio's catalogue structure: four collections (English and Spanish slugs of
// docs/spec.md §2) and their product types, with the ranges products are drawn from.

export type Shape =
  | 'sofa'
  | 'armchair'
  | 'chair'
  | 'table'
  | 'lowtable'
  | 'sideboard'
  | 'bookcase'
  | 'vase'
  | 'mirror'
  | 'rug'
  | 'cushion'
  | 'frame'
  | 'candle'
  | 'floorlamp'
  | 'tablelamp'
  | 'pendant'
  | 'sconce'
  | 'basket'
  | 'tray'
  | 'clock'
  | 'planter'
  | 'throw';

export type MaterialFamily = 'upholstery' | 'wood' | 'ceramic' | 'metal' | 'fiber' | 'textile' | 'glass';

type Range = readonly [number, number];

export interface TypeDefinition {
  slug: string;
  nameEn: string;
  nameEs: string;
  /** The noun in a product's name. */
  nounEn: string;
  nounEs: string;
  shape: Shape;
  materials: readonly MaterialFamily[];
  /** width, height, long in cm; price in euros. */
  width: Range;
  height: Range;
  long: Range;
  price: Range;
}

export interface CollectionDefinition {
  key: 'furnitures' | 'decor' | 'lamps' | 'accessories';
  slugEn: string;
  slugEs: string;
  nameEn: string;
  nameEs: string;
  types: readonly TypeDefinition[];
}

const type = (
  slug: string,
  [nameEn, nameEs]: readonly [string, string],
  [nounEn, nounEs]: readonly [string, string],
  shape: Shape,
  materials: readonly MaterialFamily[],
  [width, height, long, price]: readonly [Range, Range, Range, Range],
): TypeDefinition => ({ slug, nameEn, nameEs, nounEn, nounEs, shape, materials, width, height, long, price });

// One line per type: slug, [English, Spanish] display names, [English, Spanish] noun,
// drawing, materials, and the ranges of width, height, long (cm) and price (euros).
// prettier-ignore
export const CATALOGUE: readonly CollectionDefinition[] = [
  { key: 'furnitures', slugEn: 'furnitures', slugEs: 'coleccionmuebles', nameEn: 'Furniture', nameEs: 'Muebles', types: [
    type('sofas', ['Sofas', 'Sofás'], ['Sofa', 'Sofá'], 'sofa', ['upholstery'], [[160, 260], [75, 95], [85, 105], [590, 2400]]),
    type('armchairs', ['Armchairs', 'Butacas'], ['Armchair', 'Butaca'], 'armchair', ['upholstery', 'fiber'], [[70, 95], [75, 105], [75, 95], [290, 1100]]),
    type('chairs', ['Chairs', 'Sillas'], ['Chair', 'Silla'], 'chair', ['wood', 'fiber', 'metal'], [[42, 55], [78, 90], [45, 55], [79, 390]]),
    type('diningtables', ['Dining tables', 'Mesas de comedor'], ['Dining Table', 'Mesa de comedor'], 'table', ['wood'], [[140, 240], [74, 76], [80, 110], [390, 2200]]),
    type('coffeetables', ['Coffee tables', 'Mesas de centro'], ['Coffee Table', 'Mesa de centro'], 'lowtable', ['wood', 'metal', 'glass'], [[60, 130], [30, 45], [50, 80], [149, 890]]),
    type('sideboards', ['Sideboards', 'Aparadores'], ['Sideboard', 'Aparador'], 'sideboard', ['wood'], [[120, 200], [70, 90], [40, 50], [490, 1900]]),
    type('bookcases', ['Bookcases', 'Estanterías'], ['Bookcase', 'Estantería'], 'bookcase', ['wood', 'metal'], [[60, 160], [120, 210], [30, 40], [199, 1200]]),
  ] },
  { key: 'decor', slugEn: 'decor', slugEs: 'decoracion', nameEn: 'Decor', nameEs: 'Decoración', types: [
    type('vases', ['Vases', 'Jarrones'], ['Vase', 'Jarrón'], 'vase', ['ceramic', 'glass'], [[12, 35], [20, 60], [12, 35], [29, 190]]),
    type('mirrors', ['Mirrors', 'Espejos'], ['Mirror', 'Espejo'], 'mirror', ['wood', 'metal', 'fiber'], [[40, 100], [40, 180], [2, 5], [89, 590]]),
    type('rugs', ['Rugs', 'Alfombras'], ['Rug', 'Alfombra'], 'rug', ['textile', 'fiber'], [[120, 300], [1, 2], [170, 400], [149, 1200]]),
    type('cushions', ['Cushions', 'Cojines'], ['Cushion', 'Cojín'], 'cushion', ['textile'], [[30, 60], [30, 60], [10, 15], [19, 89]]),
    type('wallart', ['Wall art', 'Cuadros'], ['Print', 'Lámina'], 'frame', ['wood', 'metal'], [[30, 120], [40, 150], [2, 4], [49, 490]]),
    type('candleholders', ['Candle holders', 'Portavelas'], ['Candle Holder', 'Portavelas'], 'candle', ['ceramic', 'metal', 'glass'], [[8, 20], [8, 40], [8, 20], [15, 120]]),
  ] },
  { key: 'lamps', slugEn: 'lamps', slugEs: 'lamparas', nameEn: 'Lamps', nameEs: 'Lámparas', types: [
    type('floorlamps', ['Floor lamps', 'Lámparas de pie'], ['Floor Lamp', 'Lámpara de pie'], 'floorlamp', ['metal', 'wood', 'fiber'], [[30, 50], [140, 185], [30, 50], [129, 790]]),
    type('tablelamps', ['Table lamps', 'Lámparas de mesa'], ['Table Lamp', 'Lámpara de mesa'], 'tablelamp', ['ceramic', 'metal', 'glass'], [[15, 40], [30, 65], [15, 40], [49, 390]]),
    type('pendantlamps', ['Pendant lamps', 'Lámparas de techo'], ['Pendant Lamp', 'Lámpara de techo'], 'pendant', ['fiber', 'metal', 'glass'], [[25, 90], [20, 60], [25, 90], [79, 690]]),
    type('walllights', ['Wall lights', 'Apliques'], ['Wall Light', 'Aplique'], 'sconce', ['metal', 'glass', 'ceramic'], [[10, 30], [15, 40], [10, 25], [59, 290]]),
  ] },
  { key: 'accessories', slugEn: 'accessories', slugEs: 'accesorios', nameEn: 'Accessories', nameEs: 'Accesorios', types: [
    type('baskets', ['Baskets', 'Cestas'], ['Basket', 'Cesta'], 'basket', ['fiber'], [[25, 50], [20, 45], [25, 50], [25, 120]]),
    type('trays', ['Trays', 'Bandejas'], ['Tray', 'Bandeja'], 'tray', ['wood', 'metal', 'fiber'], [[25, 60], [3, 8], [15, 40], [19, 110]]),
    type('clocks', ['Clocks', 'Relojes'], ['Wall Clock', 'Reloj de pared'], 'clock', ['wood', 'metal'], [[25, 60], [25, 60], [4, 6], [39, 220]]),
    type('planters', ['Planters', 'Maceteros'], ['Planter', 'Macetero'], 'planter', ['ceramic', 'fiber', 'metal'], [[15, 50], [15, 70], [15, 50], [25, 240]]),
    type('throws', ['Throws', 'Mantas'], ['Throw', 'Manta'], 'throw', ['textile'], [[130, 150], [1, 2], [170, 200], [39, 180]]),
  ] },
];

export const ALL_TYPES: readonly TypeDefinition[] = CATALOGUE.flatMap((collection) => collection.types);
