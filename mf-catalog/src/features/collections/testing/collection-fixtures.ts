import { type CollectionAnswer, type CollectionKey, CollectionAnswerSchema } from 'shared-contracts';

type ApiLanguage = 'es' | 'en';

const tile = (name: string, es: string, en: string) => ({ name, es, en });

/**
 * Collections as the API answers them, in both languages. One type name carries capitals
 * and a space, to prove tiles link to it lowercased with the spaces removed.
 */
const COLLECTIONS: Record<CollectionKey, { es: string; en: string; tiles: ReturnType<typeof tile>[] }> = {
  furnitures: {
    es: 'Muebles',
    en: 'Furniture',
    tiles: [
      tile('sofas', 'Sofás', 'Sofas'),
      tile('armchairs', 'Butacas', 'Armchairs'),
      tile('Dining Tables', 'Mesas de comedor', 'Dining tables'),
      tile('bookcases', 'Estanterías', 'Bookcases'),
    ],
  },
  decor: {
    es: 'Decoración',
    en: 'Decor',
    tiles: [
      tile('vases', 'Jarrones', 'Vases'),
      tile('mirrors', 'Espejos', 'Mirrors'),
      tile('rugs', 'Alfombras', 'Rugs'),
    ],
  },
  lamps: {
    es: 'Lámparas',
    en: 'Lamps',
    tiles: [
      tile('floorlamps', 'Lámparas de pie', 'Floor lamps'),
      tile('tablelamps', 'Lámparas de mesa', 'Table lamps'),
      tile('pendantlamps', 'Lámparas de techo', 'Pendant lamps'),
      tile('walllights', 'Apliques', 'Wall lights'),
    ],
  },
  accessories: {
    es: 'Accesorios',
    en: 'Accessories',
    tiles: [tile('baskets', 'Cestas', 'Baskets'), tile('trays', 'Bandejas', 'Trays')],
  },
};

/** A collection's answer, checked against the shared contract so the fixtures cannot drift from it. */
export function collectionAnswer(key: CollectionKey, language: ApiLanguage): CollectionAnswer {
  const collection = COLLECTIONS[key];
  return CollectionAnswerSchema.parse({
    name: collection[language],
    type_products: collection.tiles.map((t) => ({
      name: t.name,
      name_show: t[language],
      image: `/static_images/image_type/${t.name.toLowerCase().replace(/\s+/g, '')}.svg`,
    })),
  });
}
