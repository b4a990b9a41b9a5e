// What the account pages and the header's account menu say, per language, as a customer reads it.
import { type ShopLanguage } from '../catalog/catalog-texts';

export const ACCOUNT_TEXTS = {
  'es-ES': {
    signInTitle: 'Iniciar sesión',
    registerTitle: 'Crear cuenta',
    checkoutTitle: 'Inicia sesión o regístrate',
    loginForm: 'Ya tengo cuenta',
    registerForm: 'Soy cliente nuevo',
    email: 'Email',
    password: 'Contraseña',
    repeatPassword: 'Repite la contraseña',
    rememberMe: 'Recordarme',
    signIn: 'Iniciar sesión',
    register: 'Crear cuenta',
    wrongCredentials: 'Email o contraseña incorrectos',
    forgotPassword: '¿Has olvidado tu contraseña?',
    // The shell's header.
    account: 'Mi cuenta',
    logout: 'Cerrar sesión',
    headerSignIn: 'Iniciar sesión',
  },
  'en-US': {
    signInTitle: 'Sign in',
    registerTitle: 'Create account',
    checkoutTitle: 'Sign in or register',
    loginForm: 'I have an account',
    registerForm: 'I am a new customer',
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat the password',
    rememberMe: 'Remember me',
    signIn: 'Sign in',
    register: 'Create account',
    wrongCredentials: 'Incorrect email or password',
    forgotPassword: 'Forgot your password?',
    account: 'My account',
    logout: 'Log out',
    headerSignIn: 'Sign in',
  },
} as const satisfies Record<ShopLanguage, Record<string, string>>;
