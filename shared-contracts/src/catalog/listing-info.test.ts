import { z } from 'zod';
import { ListingInfoSchema, SearchInfoSchema } from './listing-info';

const paging = { n_pages: 2, page: 1, size: 30 };
const listing = { ...paging, name_show: 'Sofás', image: '/static_images/image_type/sofas.svg' };

describe('SearchInfo and ListingInfo as a reader takes them', () => {
  it.each([
    ['whole limits', { price_min: 49, price_max: 2349 }, { price_min: 49, price_max: 2349 }],
    [
      'decimal limits: minimum floored, maximum rounded up',
      { price_min: 49.9, price_max: 2348.01 },
      { price_min: 49, price_max: 2349 },
    ],
    ['no price info', {}, { price_min: 0, price_max: 1_000_000 }],
    ['null limits', { price_min: null, price_max: null }, { price_min: 0, price_max: 1_000_000 }],
    ['only a minimum', { price_min: 15.5 }, { price_min: 15, price_max: 1_000_000 }],
  ])('reads %s', (_name, limits, read) => {
    expect(SearchInfoSchema.parse({ ...paging, ...limits })).toEqual({ ...paging, ...read });
    expect(ListingInfoSchema.parse({ ...listing, ...limits })).toEqual({ ...listing, ...read });
  });

  it.each([
    ['a negative limit', { price_min: -1, price_max: 10 }],
    ['a limit that is not a number', { price_min: '10', price_max: 20 }],
  ])('refuses %s', (_name, limits) => {
    expect(SearchInfoSchema.safeParse({ ...paging, ...limits }).success).toBe(false);
  });
});

describe('SearchInfo as the API sends it', () => {
  it('is whole euros, both limits present: what the contract records for older readers', () => {
    const sent = z.toJSONSchema(SearchInfoSchema, { io: 'output' }) as {
      properties: Record<string, { type: string }>;
      required: string[];
    };
    expect(sent.properties.price_min!.type).toBe('integer');
    expect(sent.properties.price_max!.type).toBe('integer');
    expect(sent.required).toEqual(expect.arrayContaining(['price_min', 'price_max']));
  });

  it('checks the API’s answer: whole limits pass, a decimal one does not', () => {
    expect(z.safeEncode(SearchInfoSchema, { ...paging, price_min: 49, price_max: 2349 }).success).toBe(true);
    expect(z.safeEncode(SearchInfoSchema, { ...paging, price_min: 49.5, price_max: 2349 }).success).toBe(
      false,
    );
  });
});
