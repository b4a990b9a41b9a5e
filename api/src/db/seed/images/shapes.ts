import { type Shape } from '../catalogue-definition';
import { type Palette } from './palette';

// One drawing per product shape on a 400 × 400 canvas whose floor is at y = 330.
// Deliberately simple flat shapes: recognisable at thumbnail size and tiny on disk.

type Draw = (p: Palette) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const path = (d: string, fill: string, stroke = 'none', width = 0) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const legs = (xs: number[], top: number, fill: string, w = 8) =>
  xs.map((x) => rect(x, top, w, 330 - top, fill, 2)).join('');

const DRAWINGS: Record<Shape, Draw> = {
  sofa: (p) =>
    legs([70, 322], 300, p.frame) +
    rect(50, 170, 300, 60, p.dark, 24) +
    rect(40, 215, 320, 85, p.main, 18) +
    rect(30, 195, 45, 105, p.dark, 16) +
    rect(325, 195, 45, 105, p.dark, 16) +
    rect(80, 225, 118, 30, p.light, 10) +
    rect(202, 225, 118, 30, p.light, 10),
  armchair: (p) =>
    legs([110, 282], 300, p.frame) +
    rect(110, 140, 180, 100, p.dark, 30) +
    rect(95, 225, 210, 75, p.main, 18) +
    rect(80, 200, 40, 100, p.dark, 16) +
    rect(280, 200, 40, 100, p.dark, 16),
  chair: (p) =>
    legs([140, 252], 240, p.frame, 9) +
    rect(140, 110, 120, 115, p.main, 12) +
    rect(130, 222, 140, 22, p.dark, 6),
  table: (p) =>
    legs([80, 312], 190, p.frame, 12) + rect(50, 175, 300, 20, p.main, 4) + rect(60, 195, 280, 6, p.dark),
  lowtable: (p) =>
    legs([100, 292], 265, p.frame, 10) +
    ellipse(200, 262, 150, 26, p.dark) +
    ellipse(200, 255, 150, 26, p.main),
  sideboard: (p) =>
    legs([85, 307], 300, p.frame) +
    rect(70, 170, 260, 132, p.main, 6) +
    rect(80, 180, 76, 112, p.light, 3) +
    rect(162, 180, 76, 112, p.light, 3) +
    rect(244, 180, 76, 112, p.light, 3) +
    rect(150, 230, 4, 20, p.dark) +
    rect(232, 230, 4, 20, p.dark),
  bookcase: (p) =>
    rect(100, 40, 200, 290, p.frame, 4) +
    [60, 125, 190, 255].map((y) => rect(112, y, 176, 58, p.light)).join('') +
    [70, 135, 200].map((y, i) => rect(125 + i * 40, y + 18, 60, 40, p.main, 3)).join(''),
  vase: (p) =>
    path('M170 120 Q150 130 160 170 Q110 240 150 320 L250 320 Q290 240 240 170 Q250 130 230 120 Z', p.main) +
    rect(165, 112, 70, 14, p.dark, 6) +
    path('M175 180 Q160 250 185 310', 'none', p.light, 8),
  mirror: (p) =>
    ellipse(200, 170, 110, 140, p.frame) +
    ellipse(200, 170, 95, 125, p.light) +
    path('M150 110 L190 80 M140 160 L220 90', 'none', '#ffffff', 6) +
    rect(185, 310, 30, 20, p.main, 4),
  rug: (p) =>
    path('M40 250 L360 250 L390 320 L10 320 Z', p.main) +
    path('M70 260 L330 260 L350 310 L50 310 Z', 'none', p.light, 6) +
    path('M120 285 L200 270 L280 285 L200 300 Z', p.dark),
  cushion: (p) =>
    path('M100 150 Q200 130 300 150 Q320 230 300 310 Q200 330 100 310 Q80 230 100 150 Z', p.main) +
    path(
      'M130 175 Q200 165 270 175 Q285 230 270 285 Q200 295 130 285 Q115 230 130 175 Z',
      'none',
      p.dark,
      4,
    ) +
    ellipse(200, 230, 8, 8, p.dark),
  frame: (p) =>
    rect(110, 60, 180, 240, p.frame, 3) +
    rect(125, 75, 150, 210, '#fbf8f2') +
    ellipse(200, 150, 40, 40, p.main) +
    path('M135 270 Q200 190 265 270 Z', p.dark),
  candle: (p) =>
    rect(160, 290, 80, 30, p.main, 8) +
    rect(185, 190, 30, 100, '#fbf6ea', 4) +
    path('M200 150 Q215 170 200 188 Q185 170 200 150 Z', '#f2b233') +
    rect(170, 280, 60, 12, p.dark, 4),
  floorlamp: (p) =>
    ellipse(200, 326, 50, 8, p.frame) +
    rect(196, 110, 8, 216, p.frame) +
    path('M140 120 L260 120 L235 40 L165 40 Z', p.main) +
    rect(140, 118, 120, 6, p.dark),
  tablelamp: (p) =>
    path('M160 320 Q140 250 170 220 L230 220 Q260 250 240 320 Z', p.main) +
    rect(196, 170, 8, 55, p.frame) +
    path('M130 180 L270 180 L245 100 L155 100 Z', p.light) +
    rect(130, 178, 140, 6, p.dark),
  pendant: (p) =>
    rect(198, 0, 4, 120, p.frame) +
    path('M110 250 Q110 130 200 120 Q290 130 290 250 Z', p.main) +
    rect(108, 246, 184, 10, p.dark, 4) +
    ellipse(200, 262, 22, 12, '#f8e6a0'),
  sconce: (p) =>
    rect(180, 120, 40, 90, p.frame, 6) +
    path('M200 165 L280 165', 'none', p.frame, 8) +
    path('M240 150 L320 150 L300 230 L260 230 Z', p.main) +
    ellipse(280, 236, 14, 6, '#f8e6a0'),
  basket: (p) =>
    path('M110 180 L290 180 L270 320 L130 320 Z', p.main) +
    [200, 230, 260, 290]
      .map((y) => path(`M${115 + (y - 180) / 8} ${y} L${285 - (y - 180) / 8} ${y}`, 'none', p.dark, 5))
      .join('') +
    path('M140 180 Q200 110 260 180', 'none', p.dark, 10),
  tray: (p) =>
    path('M60 280 L340 280 L320 320 L80 320 Z', p.main) +
    rect(60, 272, 280, 10, p.dark, 4) +
    ellipse(150, 268, 28, 8, p.light) +
    rect(220, 235, 30, 40, p.light, 6),
  clock: (p) =>
    ellipse(200, 180, 120, 120, p.frame) +
    ellipse(200, 180, 105, 105, p.light) +
    path('M200 180 L200 110 M200 180 L250 200', 'none', p.dark, 8) +
    ellipse(200, 180, 8, 8, p.main),
  planter: (p) =>
    path(
      'M200 60 Q170 120 200 200 M200 200 Q150 120 110 130 M200 200 Q260 110 290 140',
      'none',
      '#5f7f4d',
      10,
    ) +
    path('M130 200 L270 200 L250 320 L150 320 Z', p.main) +
    rect(125, 195, 150, 18, p.dark, 6),
  throw: (p) =>
    path('M70 160 Q200 130 330 160 L350 300 Q200 330 50 300 Z', p.main) +
    [100, 160, 220, 280].map((x) => path(`M${x} 150 L${x + 10} 310`, 'none', p.light, 6)).join('') +
    path('M50 300 Q200 330 350 300', 'none', p.dark, 8),
};

/** The product drawn in its palette, as SVG elements. */
export function drawShape(shape: Shape, palette: Palette): string {
  return DRAWINGS[shape](palette);
}
