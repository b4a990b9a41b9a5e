import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the orders calls (under `order`). An unknown code and a guest link that does
// not open the order share one message, so a guest's answer never tells which it was.

export const ORDERS_MESSAGES = {
  order_not_found: { es: 'No encontramos el pedido {code}', en: 'We could not find the order {code}' },
  order_forbidden: {
    es: 'No puedes ver el pedido de otro cliente',
    en: "You cannot see another customer's order",
  },
  order_link_expired: {
    es: 'El enlace de este pedido ha caducado. Inicia sesión para ver tus pedidos o escríbenos',
    en: 'This order link has expired. Sign in to see your orders, or write to us',
  },
  order_lookups_limited: {
    es: 'Demasiadas consultas de pedidos. Vuelve a intentarlo en {seconds} s',
    en: 'Too many order look-ups. Try again in {seconds} s',
  },
} as const satisfies MessageTexts;
