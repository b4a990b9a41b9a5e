import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHODS,
  DELIVERY_WORKING_DAYS,
  type DeliveryMethod,
  type OrderDetail,
} from 'shared-contracts';

/** The method the step starts with: the order's own, else home delivery. */
export function initialDeliveryMethod(order: Pick<OrderDetail, 'delivery'>): DeliveryMethod {
  return order.delivery ?? DEFAULT_DELIVERY_METHOD;
}

/** How long each method takes, as the i18n keys and values that say it. */
export function workingDaysText(method: DeliveryMethod): { key: string; values: Record<string, number> } {
  const { min, max } = DELIVERY_WORKING_DAYS[method];
  return min === max
    ? { key: 'checkout.delivery.workingDays', values: { count: min } }
    : { key: 'checkout.delivery.workingDaysRange', values: { min, max } };
}

export { DELIVERY_METHODS };
