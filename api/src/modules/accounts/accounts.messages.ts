import { INVALID_TOKEN_MESSAGE } from 'shared-contracts';
import { type MessageTexts } from '../../i18n/message-texts';

// Messages of sign-in, registration and the Bearer guards (plugins/auth.ts).

export const ACCOUNTS_MESSAGES = {
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
} as const satisfies MessageTexts;
