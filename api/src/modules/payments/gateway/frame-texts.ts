import { type MessageTexts } from '../../../i18n/message-texts';
import { type ShopLanguage } from './payment-gateway';

// What the 3-D Secure frames' pages say, in the shop's two languages (Castellano by default).

export const FRAME_TEXTS = {
  returning: { es: 'Volviendo a la tienda…', en: 'Returning to the shop…' },
  continue: { es: 'Continuar', en: 'Continue' },
  invalid_title: { es: 'Esta verificación no es válida', en: 'This verification is not valid' },
  invalid_body: {
    es: 'Cierra esta ventana y vuelve a intentar el pago en la tienda.',
    en: 'Close this window and try the payment again in the shop.',
  },
  server_error_title: { es: 'Algo ha fallado', en: 'Something went wrong' },
} as const satisfies MessageTexts;

/** A text of `texts` in the language, with its {placeholders} filled in. */
export function frameText<T extends MessageTexts>(
  texts: T,
  key: keyof T,
  language: ShopLanguage,
  params: Record<string, string | number> = {},
): string {
  const text = texts[key]?.[language] ?? '';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The shop's language for a frame page: the `lang` it was given, else Accept-Language (request.language). */
export function frameLanguage(given: unknown, fallback: ShopLanguage): ShopLanguage {
  return given === 'es' || given === 'en' ? given : fallback;
}
