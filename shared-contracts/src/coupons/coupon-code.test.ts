import { CouponCodeAnswerSchema, CouponCodeQuerySchema } from './coupon-code';

describe('CouponCodeQuerySchema', () => {
  it.each([
    [{ code: 'welcome10' }, 'WELCOME10'],
    [{ code: '  Verano25 ' }, 'VERANO25'],
  ])('normalises %p to %p', (query, code) => {
    expect(CouponCodeQuerySchema.parse(query).code).toBe(code);
  });

  it.each([{}, { code: '' }, { code: '  ' }, { code: 'X'.repeat(41) }])('refuses %p', (query) => {
    expect(CouponCodeQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('CouponCodeAnswerSchema', () => {
  it.each([
    [{ code: 'WELCOME10', discount: 10 }, true],
    [{ code: 'MAXIMO', discount: 45.25 }, true],
    [{ code: 'OVER', discount: 45.26 }, false],
    [{ code: 'HALF', discount: 50 }, false],
    [{ code: 'NONE', discount: 0 }, false],
    [{ code: 'ODD', discount: 10.555 }, false],
    [{ discount: 10 }, false],
  ])('%p → %p', (answer, ok) => {
    expect(CouponCodeAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

describe('CouponCodeAnswerSchema errors (docs/spec.md §7)', () => {
  it.each([
    [{ code: 'WELCOME10', discount: 10, errors: {} }, true],
    [{ code: 'WELCOME10', discount: 10, errors: { code: [] } }, true],
    [{ code: 'WELCOME10', discount: 10, errors: { code: ['unknown'] } }, false],
  ])('%p → %p', (answer, ok) => {
    expect(CouponCodeAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});
