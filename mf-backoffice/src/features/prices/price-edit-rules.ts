import {
  type Language,
  ListPriceSchema,
  type PricedProduct,
  ProductDiscountSchema,
  StockCountSchema,
  formatLocaleNumber,
  parseLocaleNumber,
} from 'shared-contracts';
import { type z } from 'zod';

/** The fields of a product staff edit on the prices screen. */
export type PriceField = 'price' | 'discount' | 'stock';
export const PRICE_FORM_FIELDS: readonly PriceField[] = ['price', 'discount', 'stock'];

/** The fields as typed. */
export type PriceFormTexts = Record<PriceField, string>;

/** What the screen read of a product, which an edit is made on. */
export type PriceBase = Pick<PricedProduct, 'list_price' | 'discount' | 'stock' | 'version'>;

/** The changes of an edit as the API takes them: only what changed, the stock as units added or taken. */
export interface PriceChanges {
  price?: number;
  discount?: number;
  stock_delta?: number;
}

export type PriceEditCheck =
  { ok: true; changes: PriceChanges } | { ok: false; errors: Partial<Record<PriceField, string[]>> };

const priceFormat = new Map<Language, Intl.NumberFormat>();

/** A list price as the field shows it: two decimals, the language's marks ('1.234,50' / '1,234.50'). */
export function priceText(euros: number, language: Language): string {
  let format = priceFormat.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    priceFormat.set(language, format);
  }
  return format.format(euros);
}

/** The fields filled with a product as read. */
export function textsOf(
  product: Pick<PricedProduct, 'list_price' | 'discount' | 'stock'>,
  language: Language,
) {
  return {
    price: priceText(product.list_price, language),
    discount: formatLocaleNumber(product.discount, language),
    stock: String(product.stock),
  };
}

/** A number as staff type it in their language, a trailing '€' or '%' allowed; NaN when it is none. */
export function readNumber(text: string, language: Language): number {
  return parseLocaleNumber(text.replace(/[€%]\s*$/, ''), language) ?? Number.NaN;
}

const SCHEMAS: Record<PriceField, z.ZodType<number>> = {
  price: ListPriceSchema,
  discount: ProductDiscountSchema,
  stock: StockCountSchema,
};

/** The field's value, or its message keys (the contract's: 'price_too_low', 'one_decimal'…). */
export function checkField(
  field: PriceField,
  text: string,
  language: Language,
): { ok: true; value: number } | { ok: false; errors: string[] } {
  const parsed = SCHEMAS[field].safeParse(readNumber(text, language));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}

/**
 * Issue 28 point 4: staff type the new count, the API takes units added or taken, so a sale
 * between the read and the save still counts: the new count less the count read.
 */
export function stockDelta(newCount: number, readCount: number): number {
  return newCount - readCount;
}

/**
 * The edit as typed, checked with the API's own schemas, against the product as read: only
 * the fields that changed are sent, the stock as a delta. No change at all gives empty changes.
 */
export function checkPriceEdit(texts: PriceFormTexts, base: PriceBase, language: Language): PriceEditCheck {
  const errors: Partial<Record<PriceField, string[]>> = {};
  const values: Partial<Record<PriceField, number>> = {};
  for (const field of PRICE_FORM_FIELDS) {
    const check = checkField(field, texts[field], language);
    if (check.ok) values[field] = check.value;
    else errors[field] = check.errors;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const changes: PriceChanges = {};
  if (values.price !== base.list_price) changes.price = values.price;
  if (values.discount !== base.discount) changes.discount = values.discount;
  const delta = stockDelta(values.stock!, base.stock);
  if (delta !== 0) changes.stock_delta = delta;
  return { ok: true, changes };
}

/** Whether the fields as typed differ from the product as read (anything unreadable counts as a change). */
export function hasChanges(texts: PriceFormTexts, base: PriceBase, language: Language): boolean {
  const check = checkPriceEdit(texts, base, language);
  return !check.ok || Object.keys(check.changes).length > 0;
}

/**
 * After another staff member's change (a 409 on the version), the edit moves onto the product
 * as read again: the typed price and discount stay; the stock keeps its intent, the units the
 * staff member added or took, now on the new count, so neither change is lost.
 */
export function rebaseTexts(
  texts: PriceFormTexts,
  previous: PriceBase,
  current: PriceBase,
  language: Language,
): PriceFormTexts {
  const stock = checkField('stock', texts.stock, language);
  if (!stock.ok) return texts;
  const delta = stockDelta(stock.value, previous.stock);
  return { ...texts, stock: String(Math.max(0, current.stock + delta)) };
}
