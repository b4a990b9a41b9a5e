import { defineCall } from '../http/call';
import { CouponCodeAnswerSchema, CouponCodeQuerySchema } from './coupon-code';

// docs/spec.md §7 GET /couponcode; the back-office coupon calls live in backoffice/.

export const getCouponCodeCall = defineCall({
  method: 'GET',
  path: '/couponcode',
  auth: 'none',
  summary: "A coupon's discount by its code (case-insensitive)",
  tag: 'coupons',
  query: CouponCodeQuerySchema,
  answer: CouponCodeAnswerSchema,
  errors: [400, 404, 410, 429],
});
