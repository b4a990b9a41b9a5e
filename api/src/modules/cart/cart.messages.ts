import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the cart.

export const CART_MESSAGES = {
  stock_short: { es: 'No hay {quantity} disponibles', en: 'There are not {quantity} available' },
} as const satisfies MessageTexts;
