// The search mix of `npm run bench:api`: 60 queries as visitors type them — both languages,
// with and without accents, several words, typos, and words no product has — so no one
// kept answer carries the search row.

const PLAIN = [
  'sofa',
  'sofá',
  'lámpara de pie',
  'lampara de pie',
  'floor lamp',
  'mesa de centro',
  'coffee table',
  'silla',
  'chair',
  'espejo',
  'mirror',
  'alfombra',
  'rug',
  'jarrón',
  'vase',
  'cojín',
  'cushion',
  'estantería',
  'bookcase',
  'aparador',
  'sideboard',
  'roble',
  'oak',
  'nogal',
  'walnut',
  'terciopelo',
  'velvet',
  'lino',
  'linen',
  'cerámica',
  'ceramic',
  'latón',
  'brass',
  'ratán',
  'rattan',
  'algodón azul marino',
  'salvia',
  'sage',
  'mostaza',
  'mesa roble',
  'oak table',
  'silla nogal',
  'lámpara latón',
  'sofá terciopelo salvia',
  'Toledo',
  'Cádiz',
];
const TYPOS = ['lampra', 'chiar', 'mirorr', 'sofaa', 'alfonbra', 'terciopleo', 'velvte', 'esepjo', 'rattna'];
const NO_MATCH = ['zzzz', 'piano de cola', 'bicicleta', 'xylophone', 'qwerty'];

export const SEARCH_QUERIES: readonly string[] = [...PLAIN, ...TYPOS, ...NO_MATCH];

export const searchPath = (query: string, language: 'es' | 'en' = 'es') =>
  `/api/search?query=${encodeURIComponent(query)}&language=${language}`;
