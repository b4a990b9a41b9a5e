import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, productDetail, renderRemote, reply, setTestLanguage } from 'remote-kit/testing';
import {
  type AskAvailabilityRequest,
  type Language,
  askAvailabilityCall,
  createBus,
  getProductCall,
  getProfileCall,
  paths,
} from 'shared-contracts';
import AccountRoutes from '../../exposes/routes';

const productApi = () =>
  fakeApi().on(getProductCall, ({ params, query }) =>
    productDetail(params.id, { name: query.language === 'en' ? 'Nube lamp' : 'Lámpara Nube' }),
  );

function open(url: string, api = productApi(), language: Language = 'en-US', bus = createBus()) {
  return renderRemote(<AccountRoutes />, { url, api, language, bus });
}

describe('/ask-availability', () => {
  it('shows the product asked about and a message written for it', async () => {
    open(paths.askAvailability(12));
    const link = await screen.findByRole('link', { name: 'Nube lamp' });
    expect(link).toHaveAttribute('href', '/products/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Ask availability' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Ask us' });
    expect(within(form).getByLabelText('Message')).toHaveValue(
      'Hello, could you tell me when “Nube lamp” will be available again? Thank you.',
    );
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('sends the question about the product and thanks the customer', async () => {
    const user = userEvent.setup();
    const bodies: AskAvailabilityRequest[] = [];
    const api = productApi().on(askAvailabilityCall, ({ wire }) => {
      bodies.push(wire.body as AskAvailabilityRequest);
      return { status: 'success' as const };
    });
    open(paths.askAvailability(12), api, 'es-ES');
    const form = await screen.findByRole('form', { name: 'Pregúntanos' });
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Nombre'), 'Ana García');
    await user.click(within(form).getByRole('button', { name: 'Enviar consulta' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hemos recibido tu consulta sobre «Lámpara Nube». Te escribiremos a ana@example.com en cuanto sepamos algo.',
    );
    expect(bodies).toEqual([
      {
        productId: 12,
        email: 'ana@example.com',
        name: 'Ana García',
        message: 'Hola, ¿podríais decirme cuándo volverá a estar disponible «Lámpara Nube»? Gracias.',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Volver al producto' })).toHaveAttribute('href', '/products/12');
  });

  it("shows the server's errors under their fields, and others above the button", async () => {
    const user = userEvent.setup();
    const api = productApi().on(askAvailabilityCall, () =>
      reply.errors(400, { name: ['Name is required'], productId: ['Unknown product'] }),
    );
    open(paths.askAvailability(12), api);
    const form = await screen.findByRole('form', { name: 'Ask us' });
    await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Send question' }));

    const name = within(form).getByLabelText('Name');
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent('Unknown product');
  });

  it('says so when the question cannot leave, keeping what was written', async () => {
    const user = userEvent.setup();
    open(
      paths.askAvailability(12),
      productApi().on(askAvailabilityCall, () => reply.offline()),
    );
    const form = await screen.findByRole('form', { name: 'Ask us' });
    await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Ana');
    await user.click(within(form).getByRole('button', { name: 'Send question' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not send your question.');
    expect(within(form).getByRole('button', { name: 'Send question' })).toBeEnabled();
    expect(within(form).getByLabelText('Name')).toHaveValue('Ana');
  });

  it("writes the signed-in customer's e-mail in", async () => {
    const bus = createBus();
    bus.publish('session.changed', { token: 't', userId: 4, tokenExpirationDate: '2099-01-01T00:00:00Z' });
    const api = productApi().on(getProfileCall, ({ token }) => {
      expect(token).toBe('t');
      return { userId: 4, email: 'ana@example.com', createdAt: '2026-01-02T03:04:05Z' };
    });
    open(paths.askAvailability(12), api, 'en-US', bus);
    const form = await screen.findByRole('form', { name: 'Ask us' });
    expect(await within(form).findByDisplayValue('ana@example.com')).toHaveAccessibleName('E-mail');
  });

  it('still asks about a product that cannot be loaded, by its reference', async () => {
    open(
      paths.askAvailability(12),
      fakeApi().on(getProductCall, () => reply.offline()),
    );
    const form = await screen.findByRole('form', { name: 'Ask us' });
    expect(screen.getByRole('link', { name: 'Product no. 12' })).toHaveAttribute('href', '/products/12');
    expect(within(form).getByLabelText('Message')).toHaveValue(
      'Hello, could you tell me when “Product no. 12” will be available again? Thank you.',
    );
  });

  it('keeps what was typed while the product loads again in another language', async () => {
    const user = userEvent.setup();
    const { bus } = open(paths.askAvailability(12));
    const form = await screen.findByRole('form', { name: 'Ask us' });
    await user.type(within(form).getByLabelText('Name'), 'Ana');
    act(() => setTestLanguage('es-ES', bus));
    expect(await screen.findByRole('link', { name: 'Lámpara Nube' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Pregúntanos' })).getByLabelText('Nombre')).toHaveValue(
      'Ana',
    );
  });

  it.each(['/ask-availability', '/ask-availability?product=abc'])(
    'leads back to the shop without a product to ask about: %s',
    async (url) => {
      const { calls } = open(url);
      expect(
        await screen.findByText(/To ask about availability, open the product in the shop/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    },
  );

  it('leads back to the shop when the shop does not have the product', async () => {
    open(
      paths.askAvailability(404),
      fakeApi().on(getProductCall, () => reply.errors(404, { product: ['Not found'] })),
    );
    expect(await screen.findByText('We could not find that product in the shop.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
