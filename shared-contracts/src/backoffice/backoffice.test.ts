import { COUPON_DISCOUNT_LIMIT } from '../coupons/coupon';
import { describeCalls } from '../shared/testing/describe-calls';
import { addressExample, orderDetailExample as orderDetail } from '../shared/testing/fixtures';
import { BackofficeOrderAnswerSchema, BackofficeOrderQuerySchema } from './backoffice-order';
import { BackofficeOrdersAnswerSchema, BackofficeOrdersQuerySchema } from './backoffice-orders';
import * as calls from './calls';
import { CreateCouponAnswerSchema, CreateCouponRequestSchema } from './coupon-create';
import { DeleteCouponRequestSchema } from './coupon-delete';
import { CouponListAnswerSchema } from './coupon-list';
import { OrderStatusRequestSchema } from './order-status-change';
import { STAFF_INVITE_LIFETIME_HOURS, StaffInviteRequestSchema } from './staff-invite';
import { STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from './staff-logout';
import { StaffRegisterRequestSchema } from './staff-register';
import { VerifyStaffRegisterRequestSchema } from './verify-register';

const CODE = 'Zk3vQ8mN1pR5tW7yB2cD4fG6';
const address = { ...addressExample, streetAddressContinued: '', state: '' };

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describeCalls('backoffice', calls);

describe('staff invitations', () => {
  it('verify an e-mail and code', () => {
    expect(VerifyStaffRegisterRequestSchema.parse({ email: ' Eva@Estudio.ES', code: CODE })).toEqual({
      email: 'eva@estudio.es',
      code: CODE,
    });
    expect(
      messages(VerifyStaffRegisterRequestSchema.safeParse({ email: 'eva@estudio.es', code: 'short' })),
    ).toEqual(['code: verification_code_format']);
    expect(VerifyStaffRegisterRequestSchema.safeParse({ code: CODE }).success).toBe(false);
  });

  it.each([
    [{ email: 'eva@estudio.es', code: CODE, password: 'long enough', repeat_password: 'long enough' }, true],
    [{ email: 'eva@estudio.es', password: 'long enough', repeat_password: 'long enough' }, false],
    [{ email: 'eva@estudio.es', code: CODE, password: 'short', repeat_password: 'short' }, false],
    [{ email: 'eva@estudio.es', code: CODE, password: 'long enough' }, false],
  ])('register %p → %p', (body, ok) => {
    expect(StaffRegisterRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('GET /backoffice/orders', () => {
  it('pages from 1 and filters by status and search', () => {
    expect(BackofficeOrdersQuerySchema.parse({ user_id: '2' })).toEqual({ user_id: 2, page: 1 });
    expect(
      BackofficeOrdersQuerySchema.parse({ user_id: '2', page: '3', status: 'SEND', search: ' ana@ ' }),
    ).toEqual({
      user_id: 2,
      page: 3,
      status: 'SEND',
      search: 'ana@',
    });
  });

  it.each([
    {},
    { user_id: '2', page: '0' },
    { user_id: '2', status: 'sent' },
    { user_id: '2', search: 'x'.repeat(255) },
  ])('refuses %p', (query) => {
    expect(BackofficeOrdersQuerySchema.safeParse(query).success).toBe(false);
  });

  const order = {
    code: 'EST-0001',
    status: 'RECEIVED',
    date: '2026-03-05 07:08:09',
    billingAddress: address,
    shippingAddress: address,
  };
  it.each([
    [{ orders: [order], info: { page: 1, n_pages: 1, size: 1 } }, true],
    [
      {
        orders: [{ ...order, status: 'PAYMENT', billingAddress: null, shippingAddress: null }],
        info: { page: 1, n_pages: 1, size: 1 },
      },
      true,
    ],
    [{ orders: [], info: { page: 1, n_pages: 1, size: 0 } }, true],
    [{ orders: [{ ...order, billingAddress: undefined }], info: { page: 1, n_pages: 1, size: 1 } }, false],
    [{ orders: [order] }, false],
    [[order], false],
  ])('answer %# → %p', (answer, ok) => {
    expect(BackofficeOrdersAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

describe('GET /backoffice/orders/{orderCode}', () => {
  const detail = {
    ...orderDetail,
    status: 'SEND',
    billingAddress: address,
    shippingAddress: address,
    statusHistory: [
      { from: 'PAYMENT', to: 'RECEIVED', date: '2026-03-05 07:08:09', changedBy: null },
      { from: 'RECEIVED', to: 'SEND', date: '2026-03-06 10:00:00', changedBy: 'eva@estudio.es' },
    ],
  };

  it('answers the detail fields, addresses and status history', () => {
    expect(BackofficeOrderAnswerSchema.safeParse(detail).success).toBe(true);
    expect(BackofficeOrderAnswerSchema.safeParse({ ...detail, statusHistory: undefined }).success).toBe(
      false,
    );
    expect(
      BackofficeOrderAnswerSchema.safeParse({
        ...detail,
        statusHistory: [{ from: 'RECEIVED', to: 'SEND', date: 'today', changedBy: null }],
      }).success,
    ).toBe(false);
  });

  it('carries the staff user id and the language', () => {
    expect(BackofficeOrderQuerySchema.parse({ user_id: '2', language: 'en' })).toEqual({
      user_id: 2,
      language: 'en',
    });
    expect(BackofficeOrderQuerySchema.safeParse({ language: 'en' }).success).toBe(false);
  });
});

describe('PATCH /backoffice/orders/{code}/status', () => {
  it.each([
    [{ order_status: 'RECEIVED', user_id: 2 }, true],
    [{ order_status: 'SEND', user_id: '2' }, true],
    [{ order_status: 'DELIVERED', user_id: 2 }, true],
    [{ order_status: 'PAYMENT', user_id: 2 }, false],
    [{ order_status: 'send', user_id: 2 }, false],
    [{ order_status: 'SEND' }, false],
  ])('%p → %p', (body, ok) => {
    expect(OrderStatusRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('coupon creation (docs/spec.md §5)', () => {
  it('caps the discount at 100/2.21 written with two decimals', () => {
    expect(COUPON_DISCOUNT_LIMIT).toBe(45.25);
  });

  it.each([
    [
      { code: 'verano25', discount: 25 },
      { code: 'VERANO25', discount: 25 },
    ],
    [
      { code: ' MAXIMO ', discount: 45.25 },
      { code: 'MAXIMO', discount: 45.25 },
    ],
    [
      { code: 'CENT_1-X', discount: 0.01 },
      { code: 'CENT_1-X', discount: 0.01 },
    ],
  ])('takes %p', (coupon, stored) => {
    expect(CreateCouponRequestSchema.parse({ ...coupon, user_id: 2 })).toEqual({ ...stored, user_id: 2 });
  });

  it.each([
    [{ code: 'X', discount: 45.26 }, ['discount: coupon_discount_too_big']],
    [
      { code: 'X', discount: 100 / 2.21 + 0.01 },
      ['discount: coupon_discount_too_big', 'discount: two_decimals'],
    ],
    [{ code: 'X', discount: 0 }, ['discount: coupon_invalid']],
    [{ code: 'X', discount: -5 }, ['discount: coupon_invalid']],
    [{ code: 'X', discount: '10' }, ['discount: coupon_invalid']],
    [{ code: 'X' }, ['discount: coupon_invalid']],
    [{ code: 'X', discount: 10.555 }, ['discount: two_decimals']],
    [{ code: '', discount: 10 }, ['code: coupon_invalid']],
    [{ code: '   ', discount: 10 }, ['code: coupon_invalid']],
    [{ discount: 10 }, ['code: coupon_invalid']],
    [{ code: 'DIEZ %', discount: 10 }, ['code: coupon_invalid']],
    [{ code: '', discount: 0 }, ['code: coupon_invalid', 'discount: coupon_invalid']],
  ])('refuses %p with %p', (coupon, issues) => {
    expect(messages(CreateCouponRequestSchema.safeParse({ ...coupon, user_id: 2 }))).toEqual(issues);
  });

  it('refuses a body without the staff user id', () => {
    expect(messages(CreateCouponRequestSchema.safeParse({ code: 'X', discount: 10 }))?.[0]).toMatch(
      /^user_id/,
    );
  });

  it('answers the coupon as stored', () => {
    expect(
      CreateCouponAnswerSchema.safeParse({ status: 'success', data: { code: 'X', discount: 10 } }).success,
    ).toBe(true);
  });
});

describe('coupon list and deletion', () => {
  it.each([
    [
      {
        status: 'success',
        data: [
          { code: 'WELCOME10', discount: 10 },
          { code: 'MAXIMO', discount: 45.25 },
        ],
      },
      true,
    ],
    [{ status: 'success', data: [] }, true],
    [{ status: 'success', data: [{ code: 'TOOMUCH', discount: 50 }] }, false],
    [{ data: [] }, false],
  ])('list %p → %p', (answer, ok) => {
    expect(CouponListAnswerSchema.safeParse(answer).success).toBe(ok);
  });

  it('deletes by code, case-insensitively', () => {
    expect(DeleteCouponRequestSchema.parse({ code: 'welcome10', user_id: '2' })).toEqual({
      code: 'WELCOME10',
      user_id: 2,
    });
    expect(DeleteCouponRequestSchema.safeParse({ code: '', user_id: 2 }).success).toBe(false);
  });
});

describe('staff invitation and logout', () => {
  it('an invitation names a valid e-mail and the inviting staff member', () => {
    expect(StaffInviteRequestSchema.parse({ email: ' Ana@Estudio.ES ', user_id: 3 })).toEqual({
      email: 'ana@estudio.es',
      user_id: 3,
    });
    expect(messages(StaffInviteRequestSchema.safeParse({ email: 'ana', user_id: 3 }))).toEqual([
      'email: email_format',
    ]);
  });

  it('staff sessions last 30 idle minutes and 12 hours at most; links 48 hours', () => {
    expect([STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS, STAFF_INVITE_LIFETIME_HOURS]).toEqual([
      30, 12, 48,
    ]);
  });
});
