import { defineCall } from '../http/call';
import { AddressInitializeAnswerSchema, AddressInitializeRequestSchema } from './address-initialize';
import { SaveAddressAnswerSchema, SaveAddressRequestSchema } from './address-save';
import { CleanupOrdersAnswerSchema, CleanupOrdersRequestSchema } from './cleanup-orders';
import { CurrentOrderCodeAnswerSchema, CurrentOrderCodeRequestSchema } from './current-code';
import { SaveDeliveryAnswerSchema, SaveDeliveryRequestSchema } from './delivery';
import { InitializeCheckoutAnswerSchema, InitializeCheckoutRequestSchema } from './initialize';
import { VerifyCartAnswerSchema, VerifyCartRequestSchema } from './verify-cart';

// docs/spec.md §7 Cart and checkout: from the cart button to the saved addresses. Visitors may
// verify a cart; everything else is the signed-in customer's, and names its `user_id`.

export const cleanupOrdersCall = defineCall({
  method: 'POST',
  path: '/checkout/cleanup_orders',
  auth: 'customer',
  summary: "Drops the customer's abandoned checkouts (orders still in PAYMENT)",
  tag: 'checkout',
  body: CleanupOrdersRequestSchema,
  answer: CleanupOrdersAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const getCurrentOrderCodeCall = defineCall({
  method: 'POST',
  path: '/order/current_code',
  auth: 'customer',
  summary: "The code of the customer's order under checkout, or null",
  tag: 'checkout',
  body: CurrentOrderCodeRequestSchema,
  answer: CurrentOrderCodeAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const verifyCartCall = defineCall({
  method: 'POST',
  path: '/checkout/verify_cart',
  auth: 'none',
  summary: 'Checks a cart against current stock, prices and coupon before checkout',
  tag: 'checkout',
  body: VerifyCartRequestSchema,
  answer: VerifyCartAnswerSchema,
  errors: [400, 404, 409, 410, 429],
});

export const initializeCheckoutCall = defineCall({
  method: 'POST',
  path: '/checkout/initialize',
  auth: 'customer',
  summary: "Creates an order in PAYMENT from the customer's cart and answers its code",
  tag: 'checkout',
  body: InitializeCheckoutRequestSchema,
  answer: InitializeCheckoutAnswerSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 410],
});

export const initializeAddressCall = defineCall({
  method: 'POST',
  path: '/checkout/address_initialize',
  auth: 'customer',
  summary: 'The billing and shipping addresses to prefill the address step with',
  tag: 'checkout',
  body: AddressInitializeRequestSchema,
  answer: AddressInitializeAnswerSchema,
  errors: [400, 401, 403, 404],
});

export const saveCheckoutAddressCall = defineCall({
  method: 'POST',
  path: '/checkout/address/',
  auth: 'customer',
  summary: "Saves the billing and shipping addresses on the customer's order under checkout",
  tag: 'checkout',
  body: SaveAddressRequestSchema,
  answer: SaveAddressAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});

export const saveDeliveryCall = defineCall({
  method: 'POST',
  path: '/checkout/delivery',
  auth: 'customer',
  summary: "Chooses home delivery or pick-up at the studio for the customer's order under checkout",
  tag: 'checkout',
  body: SaveDeliveryRequestSchema,
  answer: SaveDeliveryAnswerSchema,
  errors: [400, 401, 403, 404, 409],
});
