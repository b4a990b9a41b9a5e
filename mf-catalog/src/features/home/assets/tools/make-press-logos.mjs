// Draws the wordmarks of the (fictional) publications that featured the studio, as SVG
// paths: the type is outlined by cairo, so the logos look the same without the fonts.
// Needs Debian's librsvg2-bin and fonts-ebgaramond, fonts-lato, fonts-urw-base35; run by hand:
//   node mf-catalog/src/features/home/assets/tools/make-press-logos.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'press');
const INK = '#2b2622';
const HEIGHT = 48;

/** A rectangle's outline as four filled bars: the outliner keeps fills only. */
const frame = (x, y, w, h, t) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${t}"/><rect x="${x}" y="${y + h - t}" width="${w}" height="${t}"/>` +
  `<rect x="${x}" y="${y}" width="${t}" height="${h}"/><rect x="${x + w - t}" y="${y}" width="${t}" height="${h}"/>`;

/** Each wordmark: its file name, room to draw it in, and the drawing (text and filled shapes). */
const LOGOS = [
  {
    file: 'casa-y-forma',
    width: 320,
    body: `<text x="2" y="36" font-family="EB Garamond" font-style="italic" font-size="38">Casa <tspan font-style="normal" font-size="34">&amp;</tspan> Forma</text>`,
  },
  {
    file: 'interiores-hoy',
    width: 320,
    body: `<text x="0" y="31" font-family="Lato" font-weight="300" font-size="20" letter-spacing="4">INTERIORES</text>
      ${frame(158, 9, 66, 30, 2)}
      <text x="192" y="31" text-anchor="middle" font-family="Lato" font-weight="900" font-size="20" letter-spacing="2">HOY</text>`,
  },
  {
    file: 'morada',
    width: 320,
    body: `<text x="0" y="35" font-family="P052" font-size="32" letter-spacing="9">MORADA</text>`,
  },
  {
    file: 'the-quiet-room',
    width: 320,
    body: `${frame(0, 14, 20, 20, 2)}
      <rect x="7" y="21" width="6" height="6"/>
      <text x="30" y="32" font-family="EB Garamond" font-size="27">the quiet room</text>`,
  },
  {
    file: 'luz-y-materia',
    width: 320,
    body: `<text x="0" y="35" font-family="EB Garamond" font-style="italic" font-size="34">Luz</text>
      <path d="M61.3 10h1.5L50.7 40h-1.5z"/>
      <text x="64" y="32" font-family="Lato" font-weight="700" font-size="17" letter-spacing="5">MATERIA</text>`,
  },
];

const round = (svg) => svg.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));

/**
 * cairo's output, tidied: rounded coordinates, one fill colour, no ids or style noise, and
 * the width trimmed to the ink (cairo writes absolute coordinates, so every x is in reach).
 */
function tidy(svg) {
  const paths = [...round(svg).matchAll(/<path [^>]*?d="([^"]+)"/g)].map((m) =>
    m[1].replace(/\s+/g, ' ').trim(),
  );
  const xs = paths.flatMap((d) => [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1])));
  const left = Math.floor(Math.min(...xs)) - 1;
  const width = Math.ceil(Math.max(...xs)) + 1 - left;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}">` +
    `<path fill="${INK}" d="${paths.join('').replace(/ ?([MLCZ]) ?/g, '$1')}"/></svg>\n`
  );
}

const work = mkdtempSync(path.join(tmpdir(), 'olmo-press-'));
for (const logo of LOGOS) {
  const source = path.join(work, `${logo.file}.svg`);
  writeFileSync(
    source,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${logo.width}" height="${HEIGHT}" fill="${INK}">${logo.body}</svg>`,
  );
  const outlined = execFileSync('rsvg-convert', ['-f', 'svg', source], { encoding: 'utf8' });
  writeFileSync(path.join(out, `${logo.file}.svg`), tidy(outlined));
}
rmSync(work, { recursive: true, force: true });
