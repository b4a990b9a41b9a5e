import { defineCall } from '../http/call';
import {
  BackofficeOrderAnswerSchema,
  BackofficeOrderParamsSchema,
  BackofficeOrderQuerySchema,
} from './backoffice-order';
import { BackofficeOrdersAnswerSchema, BackofficeOrdersQuerySchema } from './backoffice-orders';
import { CreateCouponAnswerSchema, CreateCouponRequestSchema } from './coupon-create';
import { DeleteCouponAnswerSchema, DeleteCouponRequestSchema } from './coupon-delete';
import { CouponListAnswerSchema } from './coupon-list';
import {
  OrderStatusAnswerSchema,
  OrderStatusParamsSchema,
  OrderStatusRequestSchema,
} from './order-status-change';
import { StaffInviteAnswerSchema, StaffInviteRequestSchema } from './staff-invite';
import { StaffLogoutAnswerSchema, StaffLogoutRequestSchema } from './staff-logout';
import { StaffChangePasswordAnswerSchema, StaffChangePasswordRequestSchema } from './staff-password';
import { StaffQuerySchema } from './staff-query';
import { StaffRegisterAnswerSchema, StaffRegisterRequestSchema } from './staff-register';
import { VerifyStaffRegisterAnswerSchema, VerifyStaffRegisterRequestSchema } from './verify-register';

// docs/spec.md §7 Back office (POST /backoffice/login is declared beside the staff sign-in).
// Invitations need no session and are rate-limited; every other call is a staff member's and
// carries their `user_id`, which must be the token's (403 otherwise, and for a customer token).

export const verifyStaffRegisterCall = defineCall({
  method: 'POST',
  path: '/account/backoffice/verify_register',
  auth: 'none',
  summary: "Checks a staff invitation link's e-mail and code before the password is set",
  tag: 'backoffice',
  body: VerifyStaffRegisterRequestSchema,
  answer: VerifyStaffRegisterAnswerSchema,
  errors: [400, 404, 410, 429],
});

export const registerStaffCall = defineCall({
  method: 'POST',
  path: '/account/backoffice/register',
  auth: 'none',
  summary: 'Creates a staff account from an invitation and signs it in',
  tag: 'backoffice',
  body: StaffRegisterRequestSchema,
  answer: StaffRegisterAnswerSchema,
  status: 201,
  errors: [400, 404, 409, 410, 429],
});

export const getBackofficeOrdersCall = defineCall({
  method: 'GET',
  path: '/backoffice/orders',
  auth: 'staff',
  summary: 'One page of every order, newest first, filtered by status or searched by code or e-mail',
  tag: 'backoffice',
  query: BackofficeOrdersQuerySchema,
  answer: BackofficeOrdersAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const getBackofficeOrderCall = defineCall({
  method: 'GET',
  path: '/backoffice/orders/:orderCode',
  auth: 'staff',
  summary: 'An order with its lines, totals, addresses and status history',
  tag: 'backoffice',
  params: BackofficeOrderParamsSchema,
  query: BackofficeOrderQuerySchema,
  answer: BackofficeOrderAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const changeOrderStatusCall = defineCall({
  method: 'PATCH',
  path: '/backoffice/orders/:code/status',
  auth: 'staff',
  summary: "Sets an order's status (RECEIVED, SEND, DELIVERED) and records the change",
  tag: 'backoffice',
  params: OrderStatusParamsSchema,
  body: OrderStatusRequestSchema,
  answer: OrderStatusAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});

export const getAllCouponsCall = defineCall({
  method: 'GET',
  path: '/backoffice/couponcode/get_all',
  auth: 'staff',
  summary: 'Every live discount coupon',
  tag: 'backoffice',
  query: StaffQuerySchema,
  answer: CouponListAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const createCouponCall = defineCall({
  method: 'POST',
  path: '/backoffice/couponcode/create',
  auth: 'staff',
  summary: 'Creates a discount coupon (above 0 and at most 45.25 percent)',
  tag: 'backoffice',
  body: CreateCouponRequestSchema,
  answer: CreateCouponAnswerSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const deleteCouponCall = defineCall({
  method: 'DELETE',
  path: '/backoffice/couponcode/delete',
  auth: 'staff',
  summary: 'Deletes a discount coupon; orders that used it keep its code',
  tag: 'backoffice',
  body: DeleteCouponRequestSchema,
  answer: DeleteCouponAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const inviteStaffCall = defineCall({
  method: 'POST',
  path: '/backoffice/staff/invite',
  auth: 'staff',
  summary: 'E-mails a colleague a single-use link (48 hours) to create a staff account',
  tag: 'backoffice',
  body: StaffInviteRequestSchema,
  answer: StaffInviteAnswerSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 429],
});

export const staffLogoutCall = defineCall({
  method: 'POST',
  path: '/backoffice/logout',
  auth: 'staff',
  summary: 'Ends the staff session on the server: its token is refused from then on',
  tag: 'backoffice',
  body: StaffLogoutRequestSchema,
  answer: StaffLogoutAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const changeStaffPasswordCall = defineCall({
  method: 'POST',
  path: '/backoffice/account/change_password',
  auth: 'staff',
  summary: "Changes the staff member's password, given the current one; their other sessions end",
  tag: 'backoffice',
  body: StaffChangePasswordRequestSchema,
  answer: StaffChangePasswordAnswerSchema,
  errors: [400, 401, 403, 404, 429],
});
