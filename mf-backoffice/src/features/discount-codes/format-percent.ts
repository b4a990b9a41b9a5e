import { type Language } from 'shared-contracts';

/** A coupon's percent as the language writes it: '12,5 %' (es-ES), '12.5%' (en-US). */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
