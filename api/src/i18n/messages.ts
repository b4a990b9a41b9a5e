import { COUPON_DISCOUNT_LIMIT, INVALID_TOKEN_MESSAGE } from 'shared-contracts';

// Every message the API sends, in Castellano (the default) and English. Services and
// schemas refer to keys; the error handler picks the caller's language.

export const MESSAGES = {
  required: { es: 'Este campo es obligatorio', en: 'This field is required' },
  expected_text: { es: 'Debe ser un texto', en: 'Must be text' },
  expected_number: { es: 'Debe ser un número', en: 'Must be a number' },
  expected_boolean: { es: 'Debe ser true o false', en: 'Must be true or false' },
  expected_object: { es: 'Se esperaba un objeto JSON', en: 'A JSON object was expected' },
  expected_list: { es: 'Se esperaba una lista', en: 'A list was expected' },
  wrong_type: { es: 'Tipo de dato no válido', en: 'Wrong type of value' },
  too_short: { es: 'Debe tener al menos {min} caracteres', en: 'Must be at least {min} characters long' },
  too_long: { es: 'Debe tener como máximo {max} caracteres', en: 'Must be at most {max} characters long' },
  too_small: { es: 'Debe ser como mínimo {min}', en: 'Must be at least {min}' },
  too_big: { es: 'Debe ser como máximo {max}', en: 'Must be at most {max}' },
  not_integer: { es: 'Debe ser un número entero', en: 'Must be a whole number' },
  invalid_option: { es: 'Valor no válido; se admite: {options}', en: 'Invalid value; allowed: {options}' },
  invalid_value: { es: 'Valor no válido', en: 'Invalid value' },
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
  nul_character: {
    es: 'Contiene un carácter no admitido (U+0000)',
    en: 'Contains a character that is not allowed (U+0000)',
  },
  single_line: { es: 'No puede contener saltos de línea', en: 'Must fit on one line' },
  price_pair: {
    es: 'Indica a la vez price_min y price_max',
    en: 'Give price_min and price_max together',
  },
  price_order: {
    es: 'price_min no puede ser mayor que price_max',
    en: 'price_min cannot be above price_max',
  },
  request_too_large: {
    es: 'La dirección o las cabeceras de la petición son demasiado largas',
    en: 'The request address or headers are too long',
  },
  request_timeout: { es: 'La petición ha tardado demasiado', en: 'The request took too long' },
  bad_request: { es: 'La petición HTTP no es válida', en: 'The HTTP request is not valid' },
  bad_url: { es: 'La dirección no es válida', en: 'The address is not valid' },
  malformed_json: { es: 'El cuerpo no es un JSON válido', en: 'The body is not valid JSON' },
  body_too_large: { es: 'El cuerpo de la petición es demasiado grande', en: 'The request body is too large' },
  unsupported_media_type: {
    es: 'Envía el cuerpo como application/json',
    en: 'Send the body as application/json',
  },
  invalid_token: { es: INVALID_TOKEN_MESSAGE, en: INVALID_TOKEN_MESSAGE },
  forbidden_user: {
    es: 'No puedes acceder a los datos de otro usuario',
    en: "You cannot access another user's data",
  },
  staff_only: {
    es: 'Esta función es solo para el personal de la tienda',
    en: 'This is for the shop’s staff only',
  },
  customers_only: {
    es: 'Las cuentas del personal no pueden usar esta función de la tienda',
    en: 'Staff accounts cannot use this part of the shop',
  },
  user_not_found: { es: 'No existe el usuario {id}', en: 'There is no user {id}' },
  invalid_credentials: { es: 'Email o contraseña incorrectos', en: 'Incorrect email or password' },
  email_taken: { es: 'Ya existe una cuenta con este email', en: 'An account with this email already exists' },
  passwords_mismatch: { es: 'Las contraseñas no coinciden', en: 'The passwords do not match' },
  password_common: {
    es: 'Esta contraseña es demasiado común; elige otra',
    en: 'This password is too common; choose another one',
  },
  password_contains_email: {
    es: 'La contraseña no puede contener tu email',
    en: 'The password cannot contain your email',
  },
  too_many_attempts: {
    es: 'Demasiados intentos. Vuelve a intentarlo en {seconds} s',
    en: 'Too many attempts. Try again in {seconds} s',
  },
  rate_limited: {
    es: 'Demasiadas peticiones. Vuelve a intentarlo en {seconds} s',
    en: 'Too many requests. Try again in {seconds} s',
  },
  type_not_found: { es: 'No existe la categoría «{name}»', en: 'There is no category "{name}"' },
  collection_not_found: { es: 'No existe la colección «{name}»', en: 'There is no collection "{name}"' },
  product_not_found: { es: 'No existe el producto {id}', en: 'There is no product {id}' },
  stock_short: { es: 'No hay {quantity} disponibles', en: 'There are not {quantity} available' },
  coupon_unknown: { es: 'El código {code} no es válido', en: 'The code {code} is not valid' },
  coupon_expired: { es: 'El código {code} ha caducado', en: 'The code {code} has expired' },
  route_not_found: { es: 'No existe {method} {url}', en: 'There is no {method} {url}' },
  internal_error: {
    es: 'Error interno del servidor; inténtalo de nuevo más tarde',
    en: 'Internal server error; please try again later',
  },
  // Keys the checkout, payment, order and back-office contracts use (shared-contracts schemas).
  coupon_invalid: {
    es: 'Por favor, introduce un código válido y un valor positivo.',
    en: 'Please enter a valid code and a positive value.',
  },
  coupon_discount_too_big: {
    es: `El descuento no puede ser mayor a ${COUPON_DISCOUNT_LIMIT.toFixed(2).replace('.', ',')}%.`,
    en: `The discount cannot be greater than ${COUPON_DISCOUNT_LIMIT.toFixed(2)}%.`,
  },
  two_decimals: { es: 'Admite como máximo dos decimales', en: 'Use at most two decimals' },
  duplicate_product: {
    es: 'Este producto ya está en otra línea',
    en: 'This product is already on another line',
  },
  zip_format: { es: 'Introduce un código postal válido', en: 'Enter a valid postcode' },
  order_code_format: { es: 'El código de pedido no es válido', en: 'The order code is not valid' },
  access_token_format: { es: 'El enlace del pedido no es válido', en: 'The order link is not valid' },
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
} as const satisfies Record<string, { es: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Language = 'es' | 'en';
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
