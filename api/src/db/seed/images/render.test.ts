import { ALL_TYPES } from '../catalogue-definition';
import { COLOURS } from '../vocabulary';
import { ANGLES, heroSvg, productSvg } from './render';

describe('generated images', () => {
  it('draws a distinct, well-formed SVG for every type, colour and angle', () => {
    const seen = new Set<string>();
    for (const type of ALL_TYPES) {
      for (const colour of COLOURS) {
        for (const angle of ANGLES) {
          const svg = productSvg(type.shape, colour.hex, angle);
          expect(svg).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400" viewBox="[\d ]+">.*<\/svg>\n$/s,
          );
          seen.add(svg);
        }
      }
    }
    const shapes = new Set(ALL_TYPES.map((t) => t.shape)).size;
    expect(seen.size).toBe(shapes * COLOURS.length * ANGLES.length);
  });

  it('draws a wide hero for a category', () => {
    expect(heroSvg('sofa', '#efe6d8', ['#f1ede4', '#9caf88', '#2f3e5c'])).toContain(
      'width="1200" height="420"',
    );
  });
});
