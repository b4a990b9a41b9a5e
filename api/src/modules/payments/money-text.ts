import { formatMoney, type Language } from 'shared-contracts';
import { euros } from '../../http/wire';
import { type ShopLanguage } from './gateway/payment-gateway';

/** The shop's language as the formatters of shared-contracts name it. */
export const LOCALE_OF: Record<ShopLanguage, Language> = { es: 'es-ES', en: 'en-US' };

/** Cents as a customer reads them (docs/spec.md §9): '1.289,50 €' in Castellano, '1,289.50 €' in English. */
export const moneyText = (cents: number, language: ShopLanguage): string =>
  formatMoney(euros(cents), LOCALE_OF[language]);
