import { type MessageTexts } from '../../i18n/message-texts';

// Messages of the contact form and the availability question.

export const SUPPORT_MESSAGES = {
  availability_unknown_product: {
    es: 'No encontramos este producto; vuelve a su ficha e inténtalo de nuevo',
    en: 'We cannot find this product; go back to its page and try again',
  },
  contact_quota_full: {
    es: 'Estamos recibiendo demasiados mensajes ahora mismo. Vuelve a intentarlo en {minutes} min o escríbenos por WhatsApp',
    en: 'We are receiving too many messages right now. Try again in {minutes} min or write to us on WhatsApp',
  },
} as const satisfies MessageTexts;
