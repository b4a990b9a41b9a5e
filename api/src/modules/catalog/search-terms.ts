// Turning what a visitor typed into search terms: lowercased and unaccented like the
// database's search_text, stop words dropped, and small typos corrected against the
// catalogue's own vocabulary.

const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'e',
  'o',
  'u',
  'en',
  'con',
  'para',
  'por',
  'un',
  'una',
  'al',
  'the',
  'of',
  'and',
  'with',
  'for',
  'a',
  'an',
  'in',
  'on',
  'to',
]);

/** Lowercase without accents, as the database's unaccent() + lower() leave search_text. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o');
}

/** The words worth searching for, at most eight. */
export function queryWords(query: string): string[] {
  const words = normalizeText(query)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, 8);
}

/** Optimal string alignment distance: edits, where swapping two neighbours counts as one. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return at(a.length, b.length);
}

/** How many edits count as a small typo for a word of this length. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The word and, when no catalogue word contains it, the closest catalogue words within a
 * small typo of it (at most three).
 */
export function alternatives(word: string, vocabulary: readonly string[]): string[] {
  const limit = allowedEdits(word.length);
  if (limit === 0 || vocabulary.some((known) => known.includes(word))) return [word];
  const close = vocabulary
    .map((known) => ({ known, distance: editDistance(word, known, limit) }))
    .filter(({ distance }) => distance <= limit)
    .sort((x, y) => x.distance - y.distance || x.known.localeCompare(y.known))
    .slice(0, 3)
    .map(({ known }) => known);
  return [word, ...close];
}
