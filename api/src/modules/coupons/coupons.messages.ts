import { COUPON_DISCOUNT_LIMIT } from 'shared-contracts';
import { type MessageTexts } from '../../i18n/message-texts';

// Messages of discount coupons, at the storefront and in the back office.

export const COUPONS_MESSAGES = {
  coupon_unknown: { es: 'El código {code} no es válido', en: 'The code {code} is not valid' },
  coupon_expired: { es: 'El código {code} ha caducado', en: 'The code {code} has expired' },
  coupon_invalid: {
    es: 'Por favor, introduce un código válido y un valor positivo.',
    en: 'Please enter a valid code and a positive value.',
  },
  coupon_discount_too_big: {
    es: `El descuento no puede ser mayor a ${COUPON_DISCOUNT_LIMIT.toFixed(2).replace('.', ',')}%.`,
    en: `The discount cannot be greater than ${COUPON_DISCOUNT_LIMIT.toFixed(2)}%.`,
  },
} as const satisfies MessageTexts;
