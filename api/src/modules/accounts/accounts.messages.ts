import { INVALID_TOKEN_MESSAGE } from 'shared-contracts';
import { type MessageTexts } from '../../i18n/message-texts';

// Messages of sign-in, registration, password recovery, the profile and the Bearer guards
// (plugins/auth.ts), and the texts of the password reset mail.

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
  wrong_current_password: {
    es: 'La contraseña actual no es correcta',
    en: 'The current password is not correct',
  },
  reset_token_invalid: {
    es: 'Este enlace para restablecer la contraseña ya no sirve: se ha usado, ha caducado o hay uno más reciente. Pide uno nuevo',
    en: 'This password reset link no longer works: it was used, it expired or there is a newer one. Ask for a new one',
  },
  reset_mail_subject: {
    es: 'Restablece tu contraseña de Olmo',
    en: 'Reset your Olmo password',
  },
  reset_mail_text: {
    es: [
      'Hola:',
      '',
      'Hemos recibido una petición para restablecer la contraseña de tu cuenta en la tienda de Olmo, Estudio de interiorismo. Para elegir una nueva, abre este enlace:',
      '',
      '{link}',
      '',
      'El enlace sirve una sola vez y caduca en {minutes} minutos. Si pides otro, este deja de funcionar.',
      '',
      'Si no has sido tú, ignora este mensaje: tu contraseña no cambia.',
      '',
      'Olmo · Estudio de interiorismo',
    ].join('\n'),
    en: [
      'Hello,',
      '',
      'We received a request to reset the password of your account at the Olmo interior design studio shop. To choose a new one, open this link:',
      '',
      '{link}',
      '',
      'The link works once and expires in {minutes} minutes. If you ask for another one, this one stops working.',
      '',
      'If this was not you, ignore this message: your password does not change.',
      '',
      'Olmo · Interior design studio',
    ].join('\n'),
  },
} as const satisfies MessageTexts;
