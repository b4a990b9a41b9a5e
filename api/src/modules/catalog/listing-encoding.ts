import { ListingInfoSchema, ProductSummarySchema, type SearchInfo, SearchInfoSchema } from 'shared-contracts';
import { compileSerializer } from '../../http/json-serializer';
import { toProductSummary } from '../../http/wire';
import { type Tagged } from '../../lib/tagged-cache';
import { type CatalogLanguage, type ProductCardRow } from './catalog.repository';

// A listing's answer is put together from its products' JSON, encoded once per product and
// language and kept with the product's card: encoding a whole page on every uncached
// listing (flattening its serialised string and writing it as UTF-8) was a fifth of the
// API's CPU under varied listing traffic.

/**
 * A product's card as listings send it: its ProductSummary's JSON in Castellano then in
 * English, UTF-8, after the Castellano one's length (4 bytes). One buffer, not two and an
 * object: 100,000 kept cards are objects the garbage collector traces on every full
 * collection, and under varied listing traffic its pauses were the answers' slowest times.
 */
export type EncodedCard = Buffer;

const LENGTH_BYTES = 4;

const encodeSummary = compileSerializer(ProductSummarySchema);

export function encodeCard(row: ProductCardRow): EncodedCard {
  const es = encodeSummary(toProductSummary({ ...row, name: row.name_es }));
  const en = encodeSummary(toProductSummary({ ...row, name: row.name_en }));
  const esBytes = Buffer.byteLength(es);
  const card = Buffer.allocUnsafe(LENGTH_BYTES + esBytes + Buffer.byteLength(en));
  card.writeUInt32LE(esBytes, 0);
  card.write(es, LENGTH_BYTES);
  card.write(en, LENGTH_BYTES + esBytes);
  return card;
}

/** A card's JSON in one language (a view of the card's bytes, not a copy). */
export function cardIn(card: EncodedCard, language: CatalogLanguage): Buffer {
  const esEnd = LENGTH_BYTES + card.readUInt32LE(0);
  return language === 'es' ? card.subarray(LENGTH_BYTES, esEnd) : card.subarray(esEnd);
}

/** A page of a listing, search or sales: its products' JSON as kept, and its info. */
export interface ListingPage<I extends SearchInfo> {
  products: Buffer[];
  info: I;
}

/** The info of a type's listing and of a search or the sales, serialised by their contracts. */
export const encodeListingInfo = compileSerializer(ListingInfoSchema);
export const encodeSearchInfo = compileSerializer(SearchInfoSchema);

const OPEN = Buffer.from('{"products":[');
const INFO = Buffer.from('],"info":');
const COMMA = 0x2c;
const CLOSE = 0x7d;

/**
 * The answer's JSON, `{"products":[…],"info":{…}}`, as TypeProductsAnswer and SearchAnswer
 * read it. Written into one buffer by `copy`: Buffer.concat took 20 µs a page once the
 * kept cards were spread over 100,000 products' memory.
 */
export function encodeListing<I extends SearchInfo>(
  page: ListingPage<I>,
  encodeInfo: (info: I) => string,
): Buffer {
  const info = Buffer.from(encodeInfo(page.info));
  const commas = Math.max(0, page.products.length - 1);
  let length = OPEN.length + commas + INFO.length + info.length + 1;
  for (const product of page.products) length += product.length;
  const body = Buffer.allocUnsafe(length);
  let at = OPEN.copy(body, 0);
  page.products.forEach((product, index) => {
    if (index > 0) body[at++] = COMMA;
    at += product.copy(body, at);
  });
  at += INFO.copy(body, at);
  at += info.copy(body, at);
  body[at] = CLOSE;
  return body;
}

/** A listing page as sent, with its tags. */
export function encodedListing<I extends SearchInfo>(
  { value, tags }: Tagged<ListingPage<I>>,
  encodeInfo: (info: I) => string,
): Tagged<Buffer> {
  return { value: encodeListing(value, encodeInfo), tags };
}
