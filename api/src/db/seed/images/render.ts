import { type Shape } from '../catalogue-definition';
import { paletteOf, shade } from './palette';
import { drawShape } from './shapes';

export const ANGLES = ['front', 'side', 'detail'] as const;
export type Angle = (typeof ANGLES)[number];

const svg = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>\n`;

function room(wall: string, floor: string): string {
  return `<rect width="400" height="400" fill="${wall}"/><rect y="330" width="400" height="70" fill="${floor}"/>`;
}

/** A product photo stand-in: one type, one colour, seen from one angle. */
export function productSvg(shape: Shape, colourHex: string, angle: Angle): string {
  const palette = paletteOf(colourHex);
  const drawing = drawShape(shape, palette);
  const shadow = `<ellipse cx="200" cy="332" rx="150" ry="10" fill="#000" opacity="0.08"/>`;
  if (angle === 'front') return svg(400, 400, room('#f5f1ea', '#e6ddcf') + shadow + drawing);
  if (angle === 'side') {
    const turned = `<g transform="translate(200 330) scale(0.8 1) skewY(-9) translate(-200 -330)">${drawing}</g>`;
    return svg(400, 400, room('#ece6db', '#d9cebd') + shadow + turned);
  }
  const tint = shade(colourHex, 0.75);
  const weave = `<pattern id="w" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8 L8 0" stroke="#000" stroke-opacity="0.07" stroke-width="2"/></pattern>`;
  return svg(
    400,
    400,
    `<defs>${weave}</defs>${room(tint, shade(tint, -0.1))}${drawing}<rect width="400" height="400" fill="url(#w)"/>`,
    '100 110 220 220',
  );
}

/** A category hero: three pieces of the type in three colours, in a room of the collection's tone. */
export function heroSvg(shape: Shape, wall: string, colours: readonly string[]): string {
  const floor = shade(wall, -0.12);
  const placements = [
    { x: 120, y: 90, scale: 0.8 },
    { x: 430, y: 20, scale: 1 },
    { x: 780, y: 90, scale: 0.8 },
  ];
  const pieces = placements
    .map(({ x, y, scale }, index) => {
      const colour = colours[index % colours.length] ?? '#999999';
      return `<g transform="translate(${x} ${y}) scale(${scale})">${drawShape(shape, paletteOf(colour))}</g>`;
    })
    .join('');
  return svg(
    1200,
    420,
    `<rect width="1200" height="420" fill="${wall}"/><rect y="350" width="1200" height="70" fill="${floor}"/>${pieces}`,
  );
}
