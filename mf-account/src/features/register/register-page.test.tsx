import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, type FakeHandler, fakeApi, reply } from 'remote-kit/testing';
import { type Language, registerCall } from 'shared-contracts';
import { SESSION, renderAccount } from '../../testing/render-account';

const ANSWER = { token: 'tok-new', userId: 9, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const EXAMPLE_PASSWORD = /^[A-Z][0-9][A-Za-z0-9]{6}$/;

const open = (url = '/register', options: { api?: FakeApi; language?: Language } = {}) =>
  renderAccount(url, options);
const answering = (handler: FakeHandler<typeof registerCall>) => fakeApi().on(registerCall, handler);

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const repeat = () => screen.getByLabelText('Repeat the password');
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function register(values: { email?: string; password?: string; repeat?: string } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Create account' });
  await userEvent.type(email(), values.email ?? 'ana@example.com');
  await userEvent.type(password(), values.password ?? 'long enough');
  await userEvent.type(repeat(), values.repeat ?? values.password ?? 'long enough');
  await userEvent.click(submit());
}

describe('/register', () => {
  it('asks for email, password and its repetition, filled by a password manager as a new password', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('placeholder', 'name@example.com');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat()).toHaveAttribute('autocomplete', 'new-password');
    expect(password().getAttribute('placeholder')).toMatch(EXAMPLE_PASSWORD);
    expect(repeat()).toHaveAttribute('placeholder', password().getAttribute('placeholder'));
    expect(password()).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('is in Castellano by default', async () => {
    open('/register', { language: 'es-ES' });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Al menos 8 caracteres.');
    expect(screen.getByLabelText('Repite la contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });

  it('signs the new customer in without remember-me and returns to the return path', async () => {
    const api = answering(({ body }) =>
      body.email === 'ana@example.com' && body.repeat_password === 'long enough'
        ? ANSWER
        : reply.errors(400, {}),
    );
    const { signIns, probe } = open('/register?return_to=%2Fwishlist', { api });
    await register();
    await waitFor(() => expect(probe.pathname).toBe('/wishlist'));
    expect(signIns).toEqual([{ session: { ...ANSWER, signInId: expect.any(String) }, rememberMe: false }]);
  });

  it('goes home without a return path, and keeps the return path on its link to sign in', async () => {
    const { probe, unmount } = open('/register', { api: answering(() => ANSWER) });
    await register();
    await waitFor(() => expect(probe.pathname).toBe('/'));
    unmount();
    open('/register?return_to=%2Fcheckout%2Faddress');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?return_to=%2Fcheckout%2Faddress',
    );
  });

  it('shows each error under its field and clears both passwords', async () => {
    open('/register', {
      api: answering(() =>
        reply.errors(400, {
          password: ['This password is too common; choose another one'],
          repeatPassword: ['The passwords do not match'],
        }),
      ),
    });
    await register({ password: 'password1', repeat: 'password2' });
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(
      'At least 8 characters. This password is too common; choose another one',
    );
    expect(repeat()).toHaveAccessibleDescription('The passwords do not match');
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveValue('');
    expect(repeat()).toHaveValue('');
    expect(email()).toHaveValue('ana@example.com');
    expect(password()).toHaveFocus();
  });

  it('clears the email, and only the email, when it is taken', async () => {
    open('/register', {
      api: answering(() => reply.errors(409, { email: ['An account with this email already exists'] })),
    });
    await register();
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('long enough');
    expect(repeat()).toHaveValue('long enough');
  });

  it('disables the submit while in flight; a network error gives the form back, logged to the console', async () => {
    let answer!: (value: ReturnType<typeof reply.offline>) => void;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open('/register', {
      api: answering(() => new Promise<ReturnType<typeof reply.offline>>((resolve) => (answer = resolve))),
    });
    await register();
    await waitFor(() => expect(submit()).toBeDisabled());
    await act(async () => answer(reply.offline()));
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(password()).toHaveValue('long enough');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('shows the rate limit’s message (429)', async () => {
    open('/register', {
      api: answering(() => reply.errors(429, { password: ['Too many requests. Try again in 40 s'] })),
    });
    await register();
    expect(await screen.findByText('Too many requests. Try again in 40 s')).toBeInTheDocument();
  });

  it('offers a signed-in customer to continue rather than a new account', async () => {
    const { bus } = open('/register');
    act(() => bus.publish('session.changed', { ...SESSION }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });
});
