import { EmailSchema } from './email';
import { EuroAmountSchema, EurosSchema } from './money';
import { PageQuerySchema } from './query-number';
import { PhoneNumberSchema, PhonePrefixSchema } from './phone';
import { SuccessAnswerSchema } from './success-answer';
import { UserProductRequestSchema } from './user-product-request';

describe('EuroAmountSchema', () => {
  it.each([0, 0.3, 19.99, 1289, 1500.5, 10_000_000])('takes %p', (amount) => {
    expect(EuroAmountSchema.safeParse(amount)).toEqual({ success: true, data: amount });
  });

  it.each([
    [0.1 + 0.2, 'two_decimals'],
    [19.999, 'two_decimals'],
    [-0.01, undefined],
    [10_000_000.01, undefined],
    ['19.99', undefined],
    [Number.NaN, undefined],
  ])('refuses %p', (amount, key) => {
    const result = EuroAmountSchema.safeParse(amount);
    expect(result.success).toBe(false);
    if (key) expect(result.error?.issues[0]?.message).toBe(key);
  });

  it.each([2 ** 53 + 2, 1e21, 1e308])('refuses %p as too big, only that, without throwing', (amount) => {
    // A request's total of 2^53 + 2 made the decimals check throw: a 500 (the security fuzzer's find).
    const result = EuroAmountSchema.safeParse(amount);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });

  it('leaves answers as they were: any amount from 0', () => {
    expect(EurosSchema.safeParse(12.5).success).toBe(true);
    expect(EurosSchema.safeParse(-1).success).toBe(false);
  });
});

describe('PhonePrefixSchema (docs/spec.md §5: digits only, at most 4)', () => {
  it.each([
    ['34', true],
    [' 1 ', true],
    ['1264', true],
    ['12345', false],
    ['+34', false],
    ['', false],
    [34, false],
  ])('%p → %p', (prefix, ok) => {
    expect(PhonePrefixSchema.safeParse(prefix).success).toBe(ok);
  });
});

describe('PhoneNumberSchema', () => {
  it.each([
    ['600 123 456', '600123456'],
    ['91-555.12.34', '915551234'],
  ])('keeps the digits of %p', (phone, digits) => {
    expect(PhoneNumberSchema.parse(phone)).toBe(digits);
  });

  it.each(['12345', '1234567890123456', 'call me', ''])('refuses %p', (phone) => {
    expect(PhoneNumberSchema.safeParse(phone).success).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('trims and lowercases', () => {
    expect(EmailSchema.parse(' Ana@Example.COM ')).toBe('ana@example.com');
  });
  it.each(['ana', '', `${'a'.repeat(250)}@example.com`])('refuses %p', (email) => {
    expect(EmailSchema.safeParse(email).success).toBe(false);
  });
});

describe('PageQuerySchema', () => {
  it.each([
    [undefined, 1],
    ['3', 3],
    [2, 2],
  ])('reads %p as page %p', (page, expected) => {
    expect(PageQuerySchema.parse(page)).toBe(expected);
  });
  it.each(['0', '-1', '1.5', '', 'x', '100001'])('refuses %p', (page) => {
    expect(PageQuerySchema.safeParse(page).success).toBe(false);
  });
});

describe('SuccessAnswerSchema and UserProductRequestSchema', () => {
  it('answer success and take ids as numbers or digits', () => {
    expect(SuccessAnswerSchema.safeParse({ status: 'success' }).success).toBe(true);
    expect(SuccessAnswerSchema.safeParse({ status: 'ok' }).success).toBe(false);
    expect(UserProductRequestSchema.parse({ sku_product: '4', user_id: 2 })).toEqual({
      sku_product: 4,
      user_id: 2,
    });
  });
});
