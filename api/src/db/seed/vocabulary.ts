import { type MaterialFamily } from './catalogue-definition';

// Words products are named and described with, in both languages.

export interface Material {
  family: MaterialFamily;
  en: string;
  es: string;
}

export const MATERIALS: readonly Material[] = [
  { family: 'upholstery', en: 'Linen', es: 'lino' },
  { family: 'upholstery', en: 'Velvet', es: 'terciopelo' },
  { family: 'upholstery', en: 'Bouclé', es: 'bouclé' },
  { family: 'upholstery', en: 'Leather', es: 'piel' },
  { family: 'wood', en: 'Oak', es: 'roble' },
  { family: 'wood', en: 'Walnut', es: 'nogal' },
  { family: 'wood', en: 'Ash', es: 'fresno' },
  { family: 'wood', en: 'Pine', es: 'pino' },
  { family: 'ceramic', en: 'Ceramic', es: 'cerámica' },
  { family: 'ceramic', en: 'Stoneware', es: 'gres' },
  { family: 'ceramic', en: 'Terracotta', es: 'barro' },
  { family: 'metal', en: 'Brass', es: 'latón' },
  { family: 'metal', en: 'Iron', es: 'hierro' },
  { family: 'metal', en: 'Aluminium', es: 'aluminio' },
  { family: 'fiber', en: 'Rattan', es: 'ratán' },
  { family: 'fiber', en: 'Jute', es: 'yute' },
  { family: 'fiber', en: 'Wicker', es: 'mimbre' },
  { family: 'textile', en: 'Cotton', es: 'algodón' },
  { family: 'textile', en: 'Wool', es: 'lana' },
  { family: 'glass', en: 'Glass', es: 'vidrio' },
];

export interface Colour {
  key: string;
  en: string;
  es: string;
  hex: string;
}

export const COLOURS: readonly Colour[] = [
  { key: 'white', en: 'White', es: 'blanco', hex: '#f1ede4' },
  { key: 'sand', en: 'Sand', es: 'arena', hex: '#d8c3a0' },
  { key: 'terracotta', en: 'Terracotta', es: 'terracota', hex: '#c0643f' },
  { key: 'sage', en: 'Sage', es: 'salvia', hex: '#9caf88' },
  { key: 'navy', en: 'Navy', es: 'azul marino', hex: '#2f3e5c' },
  { key: 'black', en: 'Black', es: 'negro', hex: '#2b2a28' },
  { key: 'grey', en: 'Stone Grey', es: 'gris piedra', hex: '#9a968f' },
  { key: 'mustard', en: 'Mustard', es: 'mostaza', hex: '#d1a23a' },
];

/** Line names, after Spanish places and the studio's favourite words. */
export const MODELS: readonly string[] = [
  'Toledo',
  'Cádiz',
  'Sevilla',
  'Nube',
  'Duna',
  'Brisa',
  'Olivo',
  'Alba',
  'Siena',
  'Mallorca',
  'Ibiza',
  'Córdoba',
  'Granada',
  'Tarifa',
  'Soria',
  'Teruel',
  'Bruma',
  'Marea',
  'Coral',
  'Almendro',
  'Jara',
  'Romero',
  'Vega',
  'Sierra',
  'Aurora',
  'Candela',
  'Nómada',
  'Oasis',
  'Palma',
  'Ronda',
  'Trigo',
  'Valle',
  'Zafra',
  'Bahía',
  'Cala',
  'Lucero',
  'Menorca',
  'Albarracín',
  'Begoña',
  'Úbeda',
];

/** Finish after the model, so two products of one line still differ: 'Toledo II'. */
export const SERIES: readonly string[] = ['', ' II', ' III', ' Mini', ' Grande', ' Plus'];
