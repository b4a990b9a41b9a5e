import { type MessageTexts } from '../../../../i18n/message-texts';

// What the sandbox issuer's pages say, in the shop's two languages (Castellano by default).

export const ACS_TEXTS = {
  issuer: { es: 'Banco de pruebas · 3-D Secure', en: 'Test bank · 3-D Secure' },
  gathering: { es: 'Comprobando el dispositivo…', en: 'Checking the device…' },
  challenge_title: { es: 'Confirma tu compra', en: 'Confirm your purchase' },
  challenge_intro: {
    es: 'Para pagar {amount} con la tarjeta {brand} terminada en {last4}, introduce el código de un solo uso que te hemos enviado.',
    en: 'To pay {amount} with the {brand} card ending in {last4}, enter the one-time code we have sent you.',
  },
  code_label: { es: 'Código de un solo uso', en: 'One-time code' },
  submit: { es: 'Confirmar', en: 'Confirm' },
  time_limit: { es: 'Tienes {seconds} segundos.', en: 'You have {seconds} seconds.' },
  sandbox_hint: {
    es: 'Entorno de pruebas: el código es {code}.',
    en: 'Test environment: the code is {code}.',
  },
  passed_title: { es: 'Compra confirmada', en: 'Purchase confirmed' },
  failed_title: { es: 'No hemos podido confirmar la compra', en: 'We could not confirm the purchase' },
} as const satisfies MessageTexts;
