import { type MessageTexts } from '../../../i18n/message-texts';

// Messages of the card processor's refusals (gateway-errors.ts), under the field they concern.

export const GATEWAY_MESSAGES = {
  card_scheme_mismatch: {
    es: 'El número no corresponde a una tarjeta {scheme}',
    en: 'The number is not that of a {scheme} card',
  },
  card_unknown: {
    es: 'El procesador de pagos no reconoce esta tarjeta',
    en: 'The payment processor does not recognise this card',
  },
  payment_transaction_unknown: {
    es: 'No encontramos esa verificación del pago',
    en: 'We cannot find that payment verification',
  },
  payment_transaction_expired: {
    es: 'La verificación del pago ha caducado; vuelve a intentarlo',
    en: 'The payment verification has expired; please try again',
  },
  payment_transaction_used: {
    es: 'Esta verificación del pago ya se ha hecho; empieza de nuevo',
    en: 'This payment verification has already been done; please start again',
  },
  payment_card_changed: {
    es: 'La tarjeta no es la que se verificó; empieza de nuevo',
    en: 'The card is not the one that was verified; please start again',
  },
  payment_amount_changed: {
    es: 'El importe no es el que se verificó; empieza de nuevo',
    en: 'The amount is not the one that was verified; please start again',
  },
  payment_charge_closed: {
    es: 'Este intento de pago se anuló; empieza de nuevo el pago',
    en: 'This payment attempt was cancelled; please start the payment again',
  },
} as const satisfies MessageTexts;
