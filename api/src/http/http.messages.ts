import { type MessageTexts } from '../i18n/message-texts';

// Messages of HTTP and of input validation in general: any route may answer them.

export const HTTP_MESSAGES = {
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
  nul_character: {
    es: 'Contiene un carácter no admitido (U+0000)',
    en: 'Contains a character that is not allowed (U+0000)',
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
  unsupported_content_encoding: {
    es: 'Envía el cuerpo sin comprimir (sin Content-Encoding)',
    en: 'Send the body uncompressed (no Content-Encoding)',
  },
  rate_limited: {
    es: 'Demasiadas peticiones. Vuelve a intentarlo en {seconds} s',
    en: 'Too many requests. Try again in {seconds} s',
  },
  route_not_found: { es: 'No existe {method} {url}', en: 'There is no {method} {url}' },
  service_unavailable: {
    es: 'El servicio no está disponible en este momento; vuelve a intentarlo en unos segundos',
    en: 'The service is unavailable right now; please try again in a few seconds',
  },
  internal_error: {
    es: 'Error interno del servidor; inténtalo de nuevo más tarde',
    en: 'Internal server error; please try again later',
  },
} as const satisfies MessageTexts;
