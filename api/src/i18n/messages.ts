import { ACCOUNTS_MESSAGES } from '../modules/accounts/accounts.messages';
import { BACKOFFICE_MESSAGES } from '../modules/backoffice/backoffice.messages';
import { PRICES_MESSAGES } from '../modules/backoffice/prices/prices.messages';
import { CART_MESSAGES } from '../modules/cart/cart.messages';
import { CATALOG_MESSAGES } from '../modules/catalog/catalog.messages';
import { CHECKOUT_MESSAGES } from '../modules/checkout/checkout.messages';
import { COUPONS_MESSAGES } from '../modules/coupons/coupons.messages';
import { ORDERS_MESSAGES } from '../modules/orders/orders.messages';
import { SUPPORT_MESSAGES } from '../modules/support/support.messages';
import { HTTP_MESSAGES } from '../http/http.messages';
import { GATEWAY_MESSAGES } from '../modules/payments/gateway/gateway.messages';
import { PAYMENTS_MESSAGES } from '../modules/payments/payments.messages';
import { CONTRACT_MESSAGES } from './contract.messages';
import { joinMessages } from './message-texts';

// Every message the API sends, in Castellano (the default) and English: each module owns
// its messages (modules/<domain>/<domain>.messages.ts), HTTP and validation messages live in
// http/, the contracts' field formats in i18n/contract.messages.ts. Services and schemas
// refer to keys; the error handler picks the caller's language.

export const MESSAGES = joinMessages(
  HTTP_MESSAGES,
  CONTRACT_MESSAGES,
  ACCOUNTS_MESSAGES,
  CATALOG_MESSAGES,
  CART_MESSAGES,
  COUPONS_MESSAGES,
  CHECKOUT_MESSAGES,
  ORDERS_MESSAGES,
  SUPPORT_MESSAGES,
  GATEWAY_MESSAGES,
  PAYMENTS_MESSAGES,
  BACKOFFICE_MESSAGES,
  PRICES_MESSAGES,
);

export type MessageKey = keyof typeof MESSAGES;
export type Language = 'es' | 'en';
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
