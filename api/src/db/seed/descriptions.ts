import { type MaterialFamily, type TypeDefinition } from './catalogue-definition';
import { type Random } from './random';
import { type Colour, type Material } from './vocabulary';

// Bilingual descriptions built from a few sentences per material family, so the shop
// reads like a studio's catalogue rather than lorem ipsum.

type Bilingual = { en: string; es: string };

const CRAFT: Record<MaterialFamily, readonly Bilingual[]> = {
  upholstery: [
    {
      en: 'Deep seat with feather-wrapped cushions and removable covers.',
      es: 'Asiento profundo con cojines envueltos en pluma y fundas desenfundables.',
    },
    {
      en: 'Upholstered by hand in our Valencia workshop.',
      es: 'Tapizado a mano en nuestro taller de Valencia.',
    },
  ],
  wood: [
    {
      en: 'Solid wood from certified forests, finished with natural oil.',
      es: 'Madera maciza de bosques certificados, acabada con aceite natural.',
    },
    {
      en: 'Joined with traditional mortise and tenon joints.',
      es: 'Ensamblado con uniones tradicionales de caja y espiga.',
    },
  ],
  ceramic: [
    {
      en: 'Thrown on the wheel and glazed by hand, so every piece is unique.',
      es: 'Torneado y esmaltado a mano: cada pieza es única.',
    },
    {
      en: 'Fired at high temperature for a durable, water-tight finish.',
      es: 'Cocido a alta temperatura para un acabado duradero y estanco.',
    },
  ],
  metal: [
    {
      en: 'Powder-coated metal frame with a soft matt finish.',
      es: 'Estructura metálica lacada en polvo con un suave acabado mate.',
    },
    {
      en: 'Slim metal lines that age gracefully.',
      es: 'Líneas metálicas finas que envejecen con elegancia.',
    },
  ],
  fiber: [
    {
      en: 'Natural fibre woven by artisans in Castilla-La Mancha.',
      es: 'Fibra natural tejida por artesanos de Castilla-La Mancha.',
    },
    {
      en: 'Light, breathable weave that softens any room.',
      es: 'Trenzado ligero y transpirable que suaviza cualquier estancia.',
    },
  ],
  textile: [
    {
      en: 'Woven from natural yarns with a soft, tactile feel.',
      es: 'Tejido con hilos naturales de tacto suave.',
    },
    {
      en: 'Pre-washed so it keeps its shape and colour.',
      es: 'Prelavado para conservar su forma y su color.',
    },
  ],
  glass: [
    {
      en: 'Mouth-blown glass with small bubbles that catch the light.',
      es: 'Vidrio soplado a boca con pequeñas burbujas que atrapan la luz.',
    },
    {
      en: 'Recycled glass, tempered for everyday use.',
      es: 'Vidrio reciclado, templado para el uso diario.',
    },
  ],
};

const CARE: Record<MaterialFamily, Bilingual> = {
  upholstery: { en: 'Dry clean the covers.', es: 'Limpiar las fundas en seco.' },
  wood: {
    en: 'Wipe with a damp cloth; re-oil once a year.',
    es: 'Limpiar con un paño húmedo; aceitar una vez al año.',
  },
  ceramic: { en: 'Wash by hand.', es: 'Lavar a mano.' },
  metal: { en: 'Wipe with a dry cloth.', es: 'Limpiar con un paño seco.' },
  fiber: {
    en: 'Dust with a soft brush; keep away from damp.',
    es: 'Quitar el polvo con un cepillo suave; evitar la humedad.',
  },
  textile: { en: 'Machine wash at 30 °C.', es: 'Lavar a máquina a 30 °C.' },
  glass: { en: 'Dishwasher safe.', es: 'Apto para lavavajillas.' },
};

export function describe(
  type: TypeDefinition,
  material: Material,
  colour: Colour,
  size: { width: number; height: number; long: number },
  random: Random,
): Bilingual {
  const craft = random.pick(CRAFT[material.family]);
  const care = CARE[material.family];
  const measures = `${size.width} × ${size.height} × ${size.long} cm`;
  return {
    en: `${type.nounEn} in ${material.en.toLowerCase()}, ${colour.en.toLowerCase()}. ${craft.en} Measures ${measures} (width × height × length). ${care.en}`,
    es: `${type.nounEs} de ${material.es} en color ${colour.es}. ${craft.es} Mide ${measures} (ancho × alto × largo). ${care.es}`,
  };
}
