import { alternatives, editDistance, normalizeText, queryWords } from './search-terms';

const VOCABULARY = [
  'lampara',
  'lamparas',
  'lamp',
  'lamps',
  'sofa',
  'sofas',
  'chair',
  'mirror',
  'espejo',
  'mesa',
  'roble',
];

describe('normalizeText', () => {
  it.each([
    ['Lámpara', 'lampara'],
    ['SOFÁ', 'sofa'],
    ['Cojín Ñandú', 'cojin nandu'],
    ['Bouclé', 'boucle'],
  ])('%p → %p', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

describe('queryWords', () => {
  it.each([
    ['Lámpara de pie', ['lampara', 'pie']],
    ['  the OAK   table ', ['oak', 'table']],
    ['sofa sofa', ['sofa']],
    ["'; drop table products; --", ['drop', 'table', 'products']],
    ['de la', []],
  ])('%p → %p', (query, expected) => {
    expect(queryWords(query)).toEqual(expected);
  });
});

describe('editDistance', () => {
  it.each([
    ['chiar', 'chair', 1],
    ['lampra', 'lampara', 1],
    ['mirorr', 'mirror', 1],
    ['sofa', 'sofa', 0],
    ['mesa', 'roble', 3],
  ])('%p ↔ %p = %p (3 meaning: more than the limit of 2)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
  });
});

describe('alternatives', () => {
  it.each([
    ['lamp', ['lamp']],
    ['lampra', ['lampra', 'lampara']],
    ['chiar', ['chiar', 'chair']],
    ['espjo', ['espjo', 'espejo']],
    ['sfa', ['sfa']],
    ['xyzzy', ['xyzzy']],
  ])('%p → %p', (word, expected) => {
    expect(alternatives(word, VOCABULARY)).toEqual(expected);
  });
});
