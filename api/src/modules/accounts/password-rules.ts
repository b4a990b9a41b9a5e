import { type FieldErrors, type Message } from '../../http/api-error';

// docs/security.md / ASVS 2.1: length rules live in the contract (8 to 128 characters, no
// composition rules); here, the passwords everyone tries first and ones built from the
// account's own e-mail.

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '123123123',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'contraseña',
  'contrasena',
  'contraseña1',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'teamo123',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'a1b2c3d4',
  '1q2w3e4r',
  '1qaz2wsx',
  'welcome1',
  'bienvenido',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'dragon12',
  'monkey12',
  'letmein1',
  'trustno1',
  'barcelona',
  'realmadrid',
  'tequiero',
  'estudio1',
  'muebles1',
  'changeme',
  'administrador',
]);

export function passwordProblems(password: string, email: string): Message[] {
  const lowered = password.toLowerCase();
  const problems: Message[] = [];
  if (COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password)) problems.push({ key: 'password_common' });
  const localPart = email.split('@')[0] ?? '';
  if (localPart.length >= 4 && lowered.includes(localPart)) problems.push({ key: 'password_contains_email' });
  return problems;
}

/**
 * The rules of every new password (registration, reset, change): its problems under
 * `password`, a different repetition under `repeatPassword`. `email` is the account's.
 */
export function checkNewPassword(
  errors: FieldErrors,
  { password, repeatPassword, email }: { password: string; repeatPassword: string; email: string },
): FieldErrors {
  for (const problem of passwordProblems(password, email)) errors.add('password', problem.key);
  if (repeatPassword !== password) errors.add('repeatPassword', 'passwords_mismatch');
  return errors;
}
