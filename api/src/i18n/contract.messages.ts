import { type MessageTexts } from './message-texts';

// Messages the shared-contracts schemas name (`{ error: 'zip_format' }`) for the formats of
// their fields: e-mails, ids, phones, addresses, codes and cards.

export const CONTRACT_MESSAGES = {
  email_format: { es: 'Introduce un email válido', en: 'Enter a valid email address' },
  id_format: { es: 'Debe ser un identificador numérico', en: 'Must be a numeric id' },
  phone_prefix_format: {
    es: 'El prefijo debe tener de 1 a 4 dígitos',
    en: 'The prefix must have 1 to 4 digits',
  },
  phone_number_format: {
    es: 'El teléfono debe tener de 6 a 15 dígitos',
    en: 'The phone number must have 6 to 15 digits',
  },
  single_line: { es: 'No puede contener saltos de línea', en: 'Must fit on one line' },
  two_decimals: { es: 'Admite como máximo dos decimales', en: 'Use at most two decimals' },
  price_invalid: { es: 'Introduce un precio en euros', en: 'Enter a price in euros' },
  price_too_low: { es: 'El precio debe ser mayor que 0', en: 'The price must be above 0' },
  price_too_high: {
    es: 'El precio no puede pasar de 1.000.000,00 €',
    en: 'The price cannot be more than €1,000,000.00',
  },
  discount_invalid: { es: 'Introduce un descuento en porcentaje', en: 'Enter a discount as a percent' },
  discount_range: { es: 'El descuento debe estar entre 0 y 90 %', en: 'The discount must be from 0 to 90%' },
  one_decimal: { es: 'Admite como máximo un decimal', en: 'Use at most one decimal' },
  stock_invalid: { es: 'Introduce un número de unidades', en: 'Enter a number of units' },
  stock_whole: { es: 'Las unidades deben ser un número entero', en: 'Units must be a whole number' },
  stock_negative: { es: 'Las existencias no pueden ser negativas', en: 'The stock cannot be negative' },
  stock_too_high: {
    es: 'Las existencias no pueden pasar de 1.000.000 de unidades',
    en: 'The stock cannot be more than 1,000,000 units',
  },
  version_invalid: {
    es: 'Falta la versión del producto que se leyó',
    en: 'The version of the product that was read is missing',
  },
  percent_invalid: { es: 'Introduce un porcentaje', en: 'Enter a percent' },
  percent_range: {
    es: 'El porcentaje debe estar entre -90 y 1000',
    en: 'The percent must be from -90 to 1000',
  },
  change_zero: { es: 'El cambio no puede ser 0', en: 'The change cannot be 0' },
  duplicate_product: {
    es: 'Este producto ya está en otra línea',
    en: 'This product is already on another line',
  },
  zip_format: { es: 'Introduce un código postal válido', en: 'Enter a valid postcode' },
  order_code_format: { es: 'El código de pedido no es válido', en: 'The order code is not valid' },
  access_token_format: { es: 'El enlace del pedido no es válido', en: 'The order link is not valid' },
  reset_token_format: {
    es: 'El enlace para restablecer la contraseña no es válido; pide uno nuevo',
    en: 'The password reset link is not valid; ask for a new one',
  },
  verification_code_format: {
    es: 'El código de verificación no es válido',
    en: 'The verification code is not valid',
  },
  card_number_format: {
    es: 'El número de tarjeta debe tener 16 dígitos',
    en: 'The card number must have 16 digits',
  },
  card_number_invalid: { es: 'El número de tarjeta no es válido', en: 'The card number is not valid' },
  card_scheme_not_accepted: {
    es: 'Solo aceptamos tarjetas Visa y Mastercard',
    en: 'We accept Visa and Mastercard cards only',
  },
  cardholder_name_format: {
    es: 'El nombre del titular no puede contener números',
    en: 'The cardholder name cannot contain digits',
  },
  cvc_format: { es: 'El CVC debe tener 3 dígitos', en: 'The CVC must have 3 digits' },
  card_expiry_month: {
    es: 'El mes de caducidad debe estar entre 01 y 12',
    en: 'The expiry month must be from 01 to 12',
  },
  card_expiry_year: {
    es: 'El año de caducidad debe tener 2 dígitos',
    en: 'The expiry year must have 2 digits',
  },
  card_expiry_date: {
    es: 'La fecha de caducidad debe tener el formato MMAA',
    en: 'The expiry date must be written MMYY',
  },
  card_expired: { es: 'La tarjeta ha caducado', en: 'The card has expired' },
} as const satisfies MessageTexts;
