import { type Language } from '../i18n/languages';

const formatters = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Shops group thousands from four digits ('1.234,50 €'), though Spanish style guides may not.
      useGrouping: 'always',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Euros with two decimals, the amount followed by the euro sign in both languages
 * (docs/spec.md §9): 1234.5 → '1.234,50 €' (es-ES), '1,234.50 €' (en-US).
 * A no-break space keeps the sign on the amount's line.
 */
export function formatMoney(euros: number, language: Language): string {
  return `${numberFormat(language).format(euros)}\u00a0€`;
}

/** Rounds to whole cents, the way the API does before it answers. */
export function roundToCents(euros: number): number {
  return Math.round(euros * 100) / 100;
}
