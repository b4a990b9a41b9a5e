import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRemote, reply } from 'remote-kit/testing';
import { type Language, type WriteUsRequest, writeUsCall } from 'shared-contracts';
import AccountRoutes from '../../exposes/routes';

const open = (api = fakeApi(), language: Language = 'en-US') =>
  renderRemote(<AccountRoutes />, { url: '/contact', api, language });

const supportForm = () => screen.getByRole('form', { name: 'Write to us' });

async function fillSupportForm(user: ReturnType<typeof userEvent.setup>) {
  const form = supportForm();
  await user.type(within(form).getByLabelText('E-mail'), 'ana@example.com');
  await user.type(within(form).getByLabelText('Name'), 'Ana García');
  await user.type(within(form).getByLabelText('Phone number'), '612 345 678');
  await user.type(within(form).getByLabelText('Message'), '¿Tenéis la lámpara Nube en blanco?');
}

describe('/contact: the studio', () => {
  it('shows the address and a map drawn on the page, labelled for those who cannot see it', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const studio = screen.getByRole('region', { name: 'The studio' });
    expect(
      within(studio).getByRole('img', { name: /Map of the streets around the studio/ }),
    ).toBeInTheDocument();
    expect(studio.querySelector('address')).toHaveTextContent('Calle de los Ebanistas, 1228000 Madrid');
    expect(studio.querySelector('image, iframe, script, img')).toBeNull();
  });
});

describe('/contact: the support form', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the message, disables the button meanwhile, then clears the form and says so for 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: () => void = () => undefined;
    const bodies: WriteUsRequest[] = [];
    const api = fakeApi().on(writeUsCall, ({ wire }) => {
      bodies.push(wire.body as WriteUsRequest);
      return new Promise((resolve) => {
        answer = () => resolve({ status: 'success' as const });
      });
    });
    open(api);
    await screen.findByRole('form', { name: 'Write to us' });
    await fillSupportForm(user);
    await user.click(within(supportForm()).getByRole('button', { name: 'Send message' }));

    expect(within(supportForm()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(bodies).toEqual([
      {
        email: 'ana@example.com',
        name: 'Ana García',
        phonePrefix: '34',
        phoneNumber: '612 345 678',
        message: '¿Tenéis la lámpara Nube en blanco?',
      },
    ]);
    await act(async () => answer());

    expect(within(supportForm()).getByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(within(supportForm()).getByLabelText('E-mail')).toHaveValue('');
    expect(within(supportForm()).getByLabelText('Message')).toHaveValue('');
    expect(within(supportForm()).getByRole('button', { name: 'Send message' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('says it in Castellano', async () => {
    const user = userEvent.setup();
    open(
      fakeApi().on(writeUsCall, () => ({ status: 'success' as const })),
      'es-ES',
    );
    const form = await screen.findByRole('form', { name: 'Escríbenos' });
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Nombre'), 'Ana');
    await user.type(within(form).getByLabelText('Teléfono'), '612345678');
    await user.type(within(form).getByLabelText('Mensaje'), 'Hola');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('¡Mensaje enviado con éxito!')).toBeInTheDocument();
  });

  it("shows the server's errors under their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(writeUsCall, () =>
      reply.errors(400, {
        email: ['Enter a valid e-mail'],
        name: ['Name is too long'],
        phonePrefix: ['Prefix not valid'],
        phoneNumber: ['Phone number not valid'],
        message: ['Message is required', 'Too many messages, try again later'],
      }),
    );
    open(api);
    await screen.findByRole('form', { name: 'Write to us' });
    await fillSupportForm(user);
    await user.click(within(supportForm()).getByRole('button', { name: 'Send message' }));

    const form = supportForm();
    const expectations: Array<[string, string]> = [
      ['E-mail', 'Enter a valid e-mail'],
      ['Name', 'Name is too long'],
      ['Prefix', 'Prefix not valid'],
      ['Phone number', 'Phone number not valid'],
      ['Message', 'Message is requiredToo many messages, try again later'],
    ];
    for (const [label, errors] of expectations) {
      const field = await within(form).findByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(errors);
    }
    expect(within(form).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(within(form).getByLabelText('E-mail')).toHaveFocus();
    expect(within(form).queryByText('Message sent successfully!')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), '!');
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('stays silent when the message cannot leave, and lets the customer try again (docs/spec.md §8)', async () => {
    const user = userEvent.setup();
    open(fakeApi().on(writeUsCall, () => reply.offline()));
    await screen.findByRole('form', { name: 'Write to us' });
    await fillSupportForm(user);
    await user.click(within(supportForm()).getByRole('button', { name: 'Send message' }));
    expect(await within(supportForm()).findByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(supportForm()).getByRole('status')).toBeEmptyDOMElement();
    expect(within(supportForm()).getByLabelText('Name')).toHaveValue('Ana García');
  });

  it('keeps digits only in the prefix, at most 4, after a + that cannot be deleted (docs/spec.md §5)', async () => {
    const user = userEvent.setup();
    open();
    const prefix = within(await screen.findByRole('form', { name: 'Write to us' })).getByLabelText('Prefix');
    expect(prefix).toHaveValue('+34');
    await user.clear(prefix);
    expect(prefix).toHaveValue('+');
    await user.type(prefix, 'a1b2-3456');
    expect(prefix).toHaveValue('+1234');
    await user.type(prefix, '{Home}{Delete}');
    expect(prefix).toHaveValue('+1234');
  });
});

describe('/contact: the WhatsApp form', () => {
  const whatsAppForm = (name = 'Chat on WhatsApp') => screen.getByRole('form', { name });
  let openWindow: jest.SpyInstance;
  beforeEach(() => {
    openWindow = jest.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => openWindow.mockRestore());

  it.each([
    ['en-US', 'Chat on WhatsApp', 'Open WhatsApp', 'Name is required', 'Phone Number is required'],
    [
      'es-ES',
      'Háblanos por WhatsApp',
      'Abrir WhatsApp',
      'El nombre es obligatorio',
      'El número de teléfono es obligatorio',
    ],
  ] as const)('asks for a name and a phone number (%s)', async (language, heading, button, name, phone) => {
    const user = userEvent.setup();
    open(fakeApi(), language);
    await screen.findByRole('form', { name: heading });
    await user.click(within(whatsAppForm(heading)).getByRole('button', { name: new RegExp(button) }));
    expect(within(whatsAppForm(heading)).getByText(name)).toBeInTheDocument();
    expect(within(whatsAppForm(heading)).getByText(phone)).toBeInTheDocument();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("opens a chat with the studio in a new tab, the customer's name, phone and message written", async () => {
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Chat on WhatsApp' });
    await user.type(within(form).getByLabelText('Name'), 'Ana García');
    await user.clear(within(form).getByLabelText('Prefix'));
    await user.type(within(form).getByLabelText('Prefix'), '351');
    await user.type(within(form).getByLabelText('Phone number'), '912 345 678');
    await user.type(within(form).getByLabelText('Message'), 'Is the Nube lamp available in white?');
    await user.click(within(form).getByRole('button', { name: 'Open WhatsApp (opens in a new tab)' }));

    expect(openWindow).toHaveBeenCalledTimes(1);
    const [url, target, features] = openWindow.mock.calls[0] as [string, string, string];
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/34600000001');
    expect(link.searchParams.get('text')).toBe(
      'Hello, I am Ana García (+351 912 345 678).\n\nIs the Nube lamp available in white?',
    );
  });
});
