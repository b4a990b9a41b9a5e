import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../catalogue-definition';
import { imageFile } from '../product-generator';
import { COLOURS } from '../vocabulary';
import { ANGLES, heroSvg, productSvg } from './render';

/**
 * Bump when the drawings change, so existing data folders get the new images. Product images
 * are served `immutable` (plugins/static-images.ts): a changed drawing must also change
 * `imageFile`'s names, or browsers that have the old one keep it.
 */
const IMAGES_VERSION = 1;

const WALLS: Record<string, string> = {
  furnitures: '#efe6d8',
  decor: '#e9e2ee',
  lamps: '#2f3440',
  accessories: '#e2ebe4',
};

export const PLACEHOLDER_HERO = 'placeholder.svg';

export function heroFile(typeSlug: string): string {
  return `${typeSlug}.svg`;
}

/**
 * Writes every product image (type × colour × angle) into `imagesDir` and every category
 * hero into `heroesDir`. Skips the work when a marker says this version is already there.
 */
export function writeCatalogueImages(imagesDir: string, heroesDir: string): { written: number } {
  const marker = join(imagesDir, `.generated-v${IMAGES_VERSION}`);
  if (existsSync(marker) && existsSync(join(heroesDir, PLACEHOLDER_HERO))) return { written: 0 };
  mkdirSync(imagesDir, { recursive: true });
  mkdirSync(heroesDir, { recursive: true });
  let written = 0;
  for (const collection of CATALOGUE) {
    const wall = WALLS[collection.key] ?? '#eeeeee';
    collection.types.forEach((type, index) => {
      for (const colour of COLOURS) {
        for (const angle of ANGLES) {
          writeFileSync(
            join(imagesDir, imageFile(type.slug, colour.key, angle)),
            productSvg(type.shape, colour.hex, angle),
          );
          written++;
        }
      }
      const heroColours = [0, 3, 5].map(
        (offset) => COLOURS[(index + offset) % COLOURS.length]?.hex ?? '#999999',
      );
      writeFileSync(join(heroesDir, heroFile(type.slug)), heroSvg(type.shape, wall, heroColours));
      written++;
    });
  }
  writeFileSync(
    join(heroesDir, PLACEHOLDER_HERO),
    heroSvg('vase', '#eeeae4', ['#d8c3a0', '#9caf88', '#c0643f']),
  );
  writeFileSync(marker, new Date().toISOString());
  return { written: written + 1 };
}
