import { screen, within } from '@testing-library/react';
import { renderCheckout } from '../testing/checkout-fixtures';

const PAGES = [
  ['/checkout', 'Address', 0],
  ['/checkout/address', 'Address', 0],
  ['/checkout/delivery', 'Delivery', 1],
  ['/checkout/payment', 'Payment', 2],
  ['/checkout/confirmation?order=EST-20260315-AB12CD', 'Confirm', 3],
] as const;

describe('every checkout page', () => {
  it.each(PAGES)('%s shows the 5 steps with step index %s as current', async (url, current, index) => {
    renderCheckout(url);
    const steps = within(await screen.findByRole('navigation', { name: 'Checkout steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent?.replace(/^[✓\d]/, '').replace(' (done)', ''))).toEqual([
      'Address',
      'Delivery',
      'Payment',
      'Confirm',
      'Complete',
    ]);
    expect(steps.findIndex((step) => step.getAttribute('aria-current') === 'step')).toBe(index);
    expect(steps[index]).toHaveTextContent(current);
    steps.slice(0, index).forEach((step) => expect(step).toHaveTextContent('(done)'));
  });

  it('names the steps in Castellano', async () => {
    renderCheckout('/checkout/payment', { language: 'es-ES' });
    const nav = await screen.findByRole('navigation', { name: 'Pasos de la compra' });
    expect(nav).toHaveTextContent(/Dirección.*Entrega.*Pago.*Confirmar.*Completado/);
  });

  it.each([
    ['en-US', 'Address', 'Tell us who we bill and where we send your order.'],
    ['es-ES', 'Dirección', 'Dinos a quién facturamos y adónde enviamos tu pedido.'],
  ] as const)(
    'in %s heads the page with its title and, for the signed-in customer, its intro; kept out of search engines',
    async (language, title, intro) => {
      const headerLines = async () =>
        [...(await screen.findByRole('heading', { level: 1, name: title })).closest('header')!.children].map(
          (line) => line.textContent,
        );
      const { unmount } = renderCheckout('/checkout/address', { language });
      expect(await headerLines()).toEqual([title, intro]);
      expect(document.title).toBe(`${title} · Olmo`);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      unmount();

      renderCheckout('/checkout/address', { language, signedIn: false });
      expect(await headerLines()).toEqual([title]);
    },
  );

  it.each([
    [
      'en-US',
      'There was a problem accessing the checkout page. Please ensure you are logged in before proceeding with checkout.',
      'Sign in',
    ],
    [
      'es-ES',
      'Ha habido un problema al acceder a la página de compra. Asegúrate de haber iniciado sesión antes de continuar con la compra.',
      'Iniciar sesión',
    ],
  ] as const)(
    'without a session (%s) says so, asks nothing and offers a sign-in back to the page',
    async (language, text, signIn) => {
      for (const [url] of PAGES) {
        const { api, unmount } = renderCheckout(url, { language, signedIn: false });
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: signIn })).toHaveAttribute(
          'href',
          `/login-register-checkout?return_to=${encodeURIComponent(url)}`,
        );
        expect(api.calls).toEqual([]);
        unmount();
      }
    },
  );
});
