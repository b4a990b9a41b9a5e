import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the checkout calls. A short line reuses the cart's 'stock_short', an unknown
// product the catalogue's 'product_not_found', a coupon the coupons' 'coupon_unknown' and
// 'coupon_expired', an unknown order the orders' 'order_not_found'.

export const CHECKOUT_MESSAGES = {
  price_changed: {
    es: 'El precio de este producto ha cambiado',
    en: 'The price of this product has changed',
  },
  total_changed: {
    es: 'El total ha cambiado; revisa tu carro',
    en: 'The total has changed; please review your cart',
  },
  cart_empty: { es: 'Tu carro está vacío', en: 'Your cart is empty' },
  checkout_order_missing: {
    es: 'No hay ningún pedido en curso; vuelve a empezar desde el carro',
    en: 'There is no order under way; start again from the cart',
  },
  order_not_yours: { es: 'Este pedido es de otro cliente', en: 'This order belongs to another customer' },
  order_already_paid: { es: 'Este pedido ya está pagado', en: 'This order has already been paid' },
} as const satisfies MessageTexts;
