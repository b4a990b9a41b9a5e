// Each account page's head in the page's language: the public pages' title, description and
// canonical address; a customer's own pages' title only, kept out of search engines.
import { screen } from '@testing-library/react';
import { fakeApi, renderRemote } from 'remote-kit/testing';
import { type Language, createBus, getUserOrderCall, paths } from 'shared-contracts';
import { ORDER_CODE, customerSession, orderDetail } from '../features/orders/testing/orders-fixtures';
import AccountRoutes from './routes';

async function open(url: string, language: Language, { signedIn = false } = {}) {
  const bus = createBus();
  bus.publish('session.changed', signedIn ? customerSession(4) : null);
  const api = fakeApi().on(getUserOrderCall, () => orderDetail());
  const view = renderRemote(<AccountRoutes />, { url, language, bus, api });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const headAttribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

type PublicPage = [url: string, canonical: string, language: Language, title: string, description: string];

const PUBLIC_PAGES: PublicPage[] = [
  [
    '/contact',
    '/contact',
    'es-ES',
    'Contacto',
    'Cuéntanos tu proyecto o pregúntanos por una pieza: la dirección, el horario y el teléfono del estudio de Olmo, un formulario de contacto y WhatsApp.',
  ],
  [
    '/contact',
    '/contact',
    'en-US',
    'Contact',
    "Tell us about your project or ask about a piece: the address, opening hours and phone number of Olmo's studio, a contact form and WhatsApp.",
  ],
  [
    '/login?returnTo=%2Forders',
    '/login',
    'es-ES',
    'Iniciar sesión',
    'Inicia sesión en tu cuenta de Olmo para ver tus pedidos, guardar tu lista de deseos y comprar más rápido.',
  ],
  [
    '/login',
    '/login',
    'en-US',
    'Sign in',
    'Sign in to your Olmo account to see your orders, keep your wishlist and check out faster.',
  ],
  [
    '/register',
    '/register',
    'es-ES',
    'Crear cuenta',
    'Crea tu cuenta en Olmo para seguir tus pedidos y guardar tu lista de deseos en todos tus dispositivos.',
  ],
  [
    '/register',
    '/register',
    'en-US',
    'Create account',
    'Create your Olmo account to follow your orders and keep your wishlist on all your devices.',
  ],
  [
    '/recover-password',
    '/recover-password',
    'es-ES',
    'Recuperar contraseña',
    '¿Has olvidado tu contraseña de Olmo? Escribe el email de tu cuenta y te enviaremos un enlace para crear una nueva.',
  ],
  [
    '/recover-password',
    '/recover-password',
    'en-US',
    'Recover password',
    "Forgot your Olmo password? Enter your account's email and we will send you a link to choose a new one.",
  ],
  [
    paths.askAvailability(12),
    '/ask-availability?product=12',
    'es-ES',
    'Consultar disponibilidad',
    'Pregunta al estudio de Olmo cuándo volverá a estar disponible un producto agotado: te escribiremos en cuanto lo sepamos.',
  ],
  [
    paths.askAvailability(12),
    '/ask-availability?product=12',
    'en-US',
    'Ask availability',
    "Ask Olmo's studio when a sold-out product will be available again: we will write to you as soon as we know.",
  ],
];

describe('the public account pages’ head', () => {
  it.each(PUBLIC_PAGES)(
    '%s (canonical %s) in %s: “%s · Olmo”, its description and its canonical address',
    async (url, canonical, language, title, description) => {
      await open(url, language);

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Olmo`);
      expect(headAttribute('meta[name="description"]', 'content')).toBe(description);
      const address =
        language === 'es-ES' ? canonical : `${canonical}${canonical.includes('?') ? '&' : '?'}lang=en`;
      expect(headAttribute('link[rel="canonical"]', 'href')).toBe(address);
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    },
  );
});

type PrivatePage = [url: string, language: Language, title: string, signedIn?: boolean];

const PRIVATE_PAGES: PrivatePage[] = [
  ['/login-register-checkout', 'es-ES', 'Inicia sesión o regístrate'],
  ['/login-register-checkout', 'en-US', 'Sign in or register'],
  ['/recover-password?token=abc', 'es-ES', 'Crea una contraseña nueva'],
  ['/recover-password?token=abc', 'en-US', 'Choose a new password'],
  ['/profile', 'es-ES', 'Mi perfil'],
  ['/profile', 'en-US', 'My profile'],
  ['/orders', 'es-ES', 'Mis pedidos'],
  ['/orders', 'en-US', 'My orders'],
  [paths.order(ORDER_CODE), 'es-ES', `Pedido ${ORDER_CODE}`, true],
  [paths.order(ORDER_CODE), 'en-US', `Order ${ORDER_CODE}`, true],
  ['/ask-availability', 'es-ES', 'Consultar disponibilidad'],
  ['/ask-availability', 'en-US', 'Ask availability'],
];

describe('a customer’s own account pages’ head', () => {
  it.each(PRIVATE_PAGES)(
    '%s in %s: “%s · Olmo”, noindex, no canonical address',
    async (url, language, title, signedIn = false) => {
      await open(url, language, { signedIn });

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Olmo`);
      expect(headAttribute('meta[name="robots"]', 'content')).toBe('noindex');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
      expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    },
  );
});
