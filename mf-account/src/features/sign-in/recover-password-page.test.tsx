import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import { recoverPasswordCall, resetPasswordCall } from 'shared-contracts';
import { renderAccount } from '../../testing/render-account';

const TOKEN = 'Zq3_x-'.repeat(8);
const ANSWER = { token: 'tok-new', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const NEUTRAL =
  'If an account exists for that email, we have sent it a link to choose a new password. The link expires in 60 minutes; if you do not see it, check your spam folder.';

describe('/recover-password', () => {
  async function ask(api: FakeApi, address = 'ana@example.com', language: 'en-US' | 'es-ES' = 'en-US') {
    const view = renderAccount('/recover-password', { api, language });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(email, address);
    await userEvent.click(
      screen.getByRole('button', { name: language === 'en-US' ? 'Send link' : 'Enviar enlace' }),
    );
    return view;
  }

  it('always answers the same neutral message, and empties the field', async () => {
    const api = fakeApi().on(recoverPasswordCall, () => ({ status: 'success' as const }));
    await ask(api);
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(api.callsOf(recoverPasswordCall)[0]!.body).toEqual({ email: 'ana@example.com' });
  });

  it('says it in Castellano too', async () => {
    await ask(
      fakeApi().on(recoverPasswordCall, () => ({ status: 'success' as const })),
      'ana@example.com',
      'es-ES',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si existe una cuenta con ese email, te hemos enviado un enlace para crear una contraseña nueva.',
    );
  });

  it('shows a malformed e-mail’s error under the field', async () => {
    const api = fakeApi();
    await ask(api, 'not an email');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
    expect(api.takeRefused()).toHaveLength(1);
  });

  it('gives the form back after a network error, with a line saying so', async () => {
    await ask(fakeApi().on(recoverPasswordCall, () => reply.offline()));
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
  });

  it('links back to sign in, keeping the return path', async () => {
    renderAccount('/recover-password?return_to=%2Fcart');
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login?return_to=%2Fcart',
    );
  });
});

describe('/recover-password?token=', () => {
  const url = `/recover-password?token=${TOKEN}`;
  const password = () => screen.getByLabelText('New password');
  const repeat = () => screen.getByLabelText('Repeat the password');

  async function reset(api: FakeApi, values = { password: 'long enough', repeat: 'long enough' }) {
    const view = renderAccount(url, { api });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await userEvent.type(password(), values.password);
    await userEvent.type(repeat(), values.repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    return view;
  }

  it('asks for the new password twice, as a new password', async () => {
    renderAccount(url, { language: 'es-ES' });
    await screen.findByRole('heading', { level: 1, name: 'Crea una contraseña nueva' });
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Repite la contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('placeholder')).toMatch(
      /^[A-Z][0-9][A-Za-z0-9]{6}$/,
    );
  });

  it('sends the link’s token, signs the customer in without remember-me and goes home', async () => {
    const api = fakeApi().on(resetPasswordCall, () => ANSWER);
    const { signIns, probe } = await reset(api);
    await waitFor(() => expect(probe.pathname).toBe('/'));
    expect(api.callsOf(resetPasswordCall)[0]!.body).toEqual({
      token: TOKEN,
      password: 'long enough',
      repeat_password: 'long enough',
    });
    expect(signIns).toEqual([{ session: { ...ANSWER, signInId: expect.any(String) }, rememberMe: false }]);
  });

  it('shows password errors under their fields and clears both', async () => {
    await reset(
      fakeApi().on(resetPasswordCall, () =>
        reply.errors(400, { repeatPassword: ['The passwords do not match'] }),
      ),
      { password: 'long enough', repeat: 'long enougH' },
    );
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveValue('');
    expect(repeat()).toHaveValue('');
  });

  it('shows a refused token above the form with a way to ask for a new link', async () => {
    await reset(
      fakeApi().on(resetPasswordCall, () =>
        reply.errors(400, { token: ['This link has expired or was already used'] }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired or was already used');
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recover password' })).toBeInTheDocument();
  });

  it('gives the form back after a network error', async () => {
    await reset(fakeApi().on(resetPasswordCall, () => reply.offline()));
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and sign in' })).toBeEnabled();
  });
});
