import { type Language } from '../i18n/languages';

/** How each language writes a number: the mark between thousands and the decimal mark. */
const MARKS: Record<Language, { group: string; decimal: string }> = {
  'es-ES': { group: '.', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
};

const escape = (mark: string) => `\\${mark}`;
const patterns = new Map<Language, RegExp>();

/**
 * Digits, either plain or grouped by threes, then an optional decimal part: '1500',
 * '1.500' and '1.289,50' in Castellano; '1500', '1,500' and '1,289.50' in English.
 */
function patternOf(language: Language): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const { group, decimal } = MARKS[language];
    pattern = new RegExp(
      `^(-|\u2212)?(\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)?(?:${escape(decimal)}(\\d*))?$`,
    );
    patterns.set(language, pattern);
  }
  return pattern;
}

/**
 * A number as a person writes it in the language (es-ES: '.' groups thousands and ',' is the
 * decimal mark; en-US the other way round): '1.500' → 1500 and '1.289,50' → 1289.5 in
 * Castellano, '1,500.5' → 1500.5 in English. Spaces around it are ignored; anything else (a
 * letter, a misplaced group mark, an exponent) gives undefined.
 */
export function parseLocaleNumber(text: string, language: Language): number | undefined {
  const match = patternOf(language).exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = whole.split(MARKS[language].group).join('');
  const value = Number(`${digits || '0'}.${fraction || '0'}`);
  return sign ? -value : value;
}

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * A number as the language writes it, up to two decimals, thousands grouped: 1500 → '1.500'
 * (es-ES), '1,500' (en-US). parseLocaleNumber reads it back.
 */
export function formatLocaleNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: 'always' });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
