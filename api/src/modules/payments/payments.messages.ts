import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the /secure3d/* calls. An unknown order reuses the orders' 'order_not_found', a
// short line the cart's 'stock_short' (under `stock.<productId>`, as verify_cart), the card
// processor's refusals gateway.messages.ts.

export const PAYMENTS_MESSAGES = {
  payment_order_forbidden: {
    es: 'No puedes pagar el pedido de otro cliente',
    en: "You cannot pay another customer's order",
  },
  payment_order_not_payable: {
    es: 'Este pedido ya está pagado',
    en: 'This order has already been paid',
  },
  payment_transaction_forbidden: {
    es: 'Esta verificación del pago es de otro cliente',
    en: 'This payment verification belongs to another customer',
  },
  payment_amount_differs: {
    es: 'El importe no es el total del pedido ({total}); vuelve a empezar el pago',
    en: "The amount is not the order's total ({total}); please start the payment again",
  },
  payment_declined: {
    es: 'El banco ha rechazado el pago. Prueba con otra tarjeta',
    en: 'The bank declined the payment. Please try another card',
  },
  payment_not_authenticated: {
    es: 'No se ha podido verificar la tarjeta. Prueba de nuevo o con otra tarjeta',
    en: 'The card could not be verified. Please try again or with another card',
  },
  payment_try_again: {
    es: 'No hemos podido completar el pago y no se ha cobrado nada. Vuelve a intentarlo',
    en: 'We could not complete the payment and nothing was charged. Please try again',
  },
} as const satisfies MessageTexts;
