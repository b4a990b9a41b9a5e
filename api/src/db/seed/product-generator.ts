import { ALL_TYPES, type TypeDefinition } from './catalogue-definition';
import { describe } from './descriptions';
import { type Angle } from './images/render';
import { createRandom, type Random } from './random';
import { COLOURS, type Colour, MATERIALS, MODELS, SERIES } from './vocabulary';

export interface ProductSeed {
  typeSlug: string;
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  width: number;
  height: number;
  long: number;
  priceCents: number;
  discountPercent: number;
  stock: number;
  unitsSold: number;
  images: string[];
}

const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];
const CENT_ENDINGS = [0, 0, 0, 95, 90, 50];

export function imageFile(typeSlug: string, colourKey: string, angle: Angle): string {
  return `${typeSlug}-${colourKey}-${angle}.svg`;
}

/** Stock spread like a real shop's: some sold out, some low (1–9), most in stock (10+). */
function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.4) return random.int(1, 9);
  return random.int(10, 80);
}

function listPriceCents(type: TypeDefinition, random: Random): number {
  const [min, max] = type.price;
  const euros = Math.max(min, Math.round(random.int(min, max) / 10) * 10 - 1);
  return euros * 100 + random.pick(CENT_ENDINGS);
}

/** `position` counts the products of this type before this one. */
function oneProduct(type: TypeDefinition, position: number, typeIndex: number, random: Random): ProductSeed {
  const material = random.pick(MATERIALS.filter((m) => type.materials.includes(m.family)));
  const colour: Colour = random.pick(COLOURS);
  const model = MODELS[(position + typeIndex * 7) % MODELS.length] ?? 'Nube';
  const series = SERIES[Math.floor(position / MODELS.length) % SERIES.length] ?? '';
  const size = {
    width: random.int(...type.width),
    height: random.int(...type.height),
    long: random.int(...type.long),
  };
  const discountPercent = random.chance(0.3) ? random.pick(DISCOUNTS) : 0;
  const listPrice = listPriceCents(type, random);
  const text = describe(type, material, colour, size, random);
  const angles: Angle[] = random.chance(0.5) ? ['front', 'side', 'detail'] : ['front', 'side'];
  return {
    typeSlug: type.slug,
    nameEn: `${model}${series} ${colour.en} ${material.en} ${type.nounEn}`,
    nameEs: `${type.nounEs} ${model}${series} de ${material.es} ${colour.es}`,
    descriptionEn: text.en,
    descriptionEs: text.es,
    ...size,
    priceCents: Math.round((listPrice * (100 - discountPercent)) / 100),
    discountPercent,
    stock: stockLevel(random),
    unitsSold: Math.floor(random.next() ** 3 * 800),
    images: angles.map((angle) => imageFile(type.slug, colour.key, angle)),
  };
}

/**
 * `count` products spread evenly over every type, type after type as a studio adds a
 * line at a time (so a category's rows sit together on disk), the same for the same
 * seed. Yields them one at a time so 100,000 products never sit in memory at once.
 */
export function* generateProducts(count: number, seed = 2024): Generator<ProductSeed> {
  const random = createRandom(seed);
  for (const [typeIndex, type] of ALL_TYPES.entries()) {
    const first = Math.floor((typeIndex * count) / ALL_TYPES.length);
    const next = Math.floor(((typeIndex + 1) * count) / ALL_TYPES.length);
    for (let position = 0; position < next - first; position++)
      yield oneProduct(type, position, typeIndex, random);
  }
}
