import { type Language } from '../i18n/languages';

/** A percent as the language writes it: '12,5 %' (es-ES), '12.5%' (en-US); two decimals at most. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
