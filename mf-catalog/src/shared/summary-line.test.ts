import { SUMMARY_LINE_LENGTH, summaryLine } from './summary-line';

describe('summaryLine', () => {
  it('takes the first sentence, on one line', () => {
    expect(summaryLine('  Jarrón de gres\nesmaltado a mano.  Cada pieza es única. ')).toBe(
      'Jarrón de gres esmaltado a mano.',
    );
    expect(summaryLine('¿Buscas luz cálida? Esta es.')).toBe('¿Buscas luz cálida?');
  });

  it('does not end a sentence inside a number', () => {
    expect(summaryLine('Mide 1.5 m de alto. Pesa 3 kg.')).toBe('Mide 1.5 m de alto.');
  });

  it('keeps a text without a full stop whole', () => {
    expect(summaryLine('Jarrón de gres')).toBe('Jarrón de gres');
    expect(summaryLine('   ')).toBe('');
  });

  it('cuts a long sentence on a word boundary with an ellipsis, within the limit', () => {
    const long = `${'palabra '.repeat(30)}final.`;
    const line = summaryLine(long);
    expect(line.length).toBeLessThanOrEqual(SUMMARY_LINE_LENGTH);
    expect(line).toMatch(/ palabra…$/);
    expect(summaryLine('uno dos, tres cuatro.', 12)).toBe('uno dos…');
  });

  it('cuts a single overlong word where it must', () => {
    expect(summaryLine('a'.repeat(200))).toBe(`${'a'.repeat(SUMMARY_LINE_LENGTH - 1)}…`);
  });
});
