// What the account pages and the header's account menu say, per language, as a customer reads it.
// The sign-in, register and profile pages, and the header.
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

// The orders, contact and availability pages.
export const TEXTS = {
  'es-ES': {
    contactTitle: 'Contacto',
    writeUs: 'Escríbenos',
    email: 'Correo electrónico',
    name: 'Nombre',
    prefix: 'Prefijo',
    phone: 'Teléfono',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sent: '¡Mensaje enviado con éxito!',
    whatsApp: 'Háblanos por WhatsApp',
    openWhatsApp: /^Abrir WhatsApp/,
    nameRequired: 'El nombre es obligatorio',
    phoneRequired: 'El número de teléfono es obligatorio',
    whatsAppText: (name: string, phone: string, message: string) =>
      `Hola, soy ${name} (${phone}).\n\n${message}`,
    askUs: 'Pregúntanos',
    sendQuestion: 'Enviar consulta',
    questionSent: (name: string, email: string) =>
      `Hemos recibido tu consulta sobre «${name}». Te escribiremos a ${email} en cuanto sepamos algo.`,
    suggested: (name: string) =>
      `Hola, ¿podríais decirme cuándo volverá a estar disponible «${name}»? Gracias.`,
    ordersTitle: 'Mis pedidos',
    signedOut: 'Debes iniciar sesión para ver tus pedidos.',
    signIn: 'Iniciar sesión',
    orderTitle: (code: string) => `Pedido ${code}`,
    products: 'Productos',
    summary: 'Resumen',
    status: { RECEIVED: 'Recibido', SEND: 'Enviado', DELIVERED: 'Entregado', PAYMENT: 'Pendiente de pago' },
  },
  'en-US': {
    contactTitle: 'Contact',
    writeUs: 'Write to us',
    email: 'E-mail',
    name: 'Name',
    prefix: 'Prefix',
    phone: 'Phone number',
    message: 'Message',
    send: 'Send message',
    sent: 'Message sent successfully!',
    whatsApp: 'Chat on WhatsApp',
    openWhatsApp: /^Open WhatsApp/,
    nameRequired: 'Name is required',
    phoneRequired: 'Phone Number is required',
    whatsAppText: (name: string, phone: string, message: string) =>
      `Hello, I am ${name} (${phone}).\n\n${message}`,
    askUs: 'Ask us',
    sendQuestion: 'Send question',
    questionSent: (name: string, email: string) =>
      `We have your question about “${name}”. We will write to ${email} as soon as we know.`,
    suggested: (name: string) =>
      `Hello, could you tell me when “${name}” will be available again? Thank you.`,
    ordersTitle: 'My orders',
    signedOut: 'You should be authenticated to see your orders.',
    signIn: 'Sign in',
    orderTitle: (code: string) => `Order ${code}`,
    products: 'Products',
    summary: 'Summary',
    status: { RECEIVED: 'Received', SEND: 'Sent', DELIVERED: 'Delivered', PAYMENT: 'Awaiting payment' },
  },
} as const;

export const LANGUAGES: ShopLanguage[] = ['es-ES', 'en-US'];
