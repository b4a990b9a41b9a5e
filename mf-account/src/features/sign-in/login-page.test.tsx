import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, type FakeHandler, fakeApi, reply } from 'remote-kit/testing';
import { type Language, loginCall } from 'shared-contracts';
import { SESSION, renderAccount } from '../../testing/render-account';

const ANSWER = { token: 'tok-new', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const EXAMPLE_PASSWORD = /^[A-Z][0-9][A-Za-z0-9]{6}$/;

const open = (url = '/login', options: { api?: FakeApi; language?: Language } = {}) =>
  renderAccount(url, options);

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

async function signIn(values: { email?: string; password?: string; rememberMe?: boolean } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await userEvent.type(email(), values.email ?? 'ana@example.com');
  await userEvent.type(password(), values.password ?? 'secret password');
  if (values.rememberMe) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(submit());
}

const answering = (handler: FakeHandler<typeof loginCall>) => fakeApi().on(loginCall, handler);

describe('/login', () => {
  it('asks for email, password and remember-me, with the autocomplete a browser fills them by', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('shows a generic example email and an example password that stays the same while the page is shown', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(email()).toHaveAttribute('placeholder', 'name@example.com');
    const example = password().getAttribute('placeholder');
    expect(example).toMatch(EXAMPLE_PASSWORD);
    await userEvent.type(email(), 'ana@example.com');
    expect(password()).toHaveAttribute('placeholder', example);
  });

  it('is in Castellano by default', async () => {
    open('/login', { language: 'es-ES' });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'nombre@ejemplo.com',
    );
  });

  it('hands the session to the shell with a new sign-in id and remember-me, then goes home', async () => {
    const api = answering(({ body }) =>
      body.email === 'ana@example.com' && body.password === 'secret password'
        ? ANSWER
        : reply.errors(401, {}),
    );
    const { signIns, probe } = open('/login', { api });
    await signIn({ rememberMe: true });
    await waitFor(() => expect(probe.pathname).toBe('/'));
    expect(signIns).toEqual([{ session: { ...ANSWER, signInId: expect.any(String) }, rememberMe: true }]);
    expect(probe.action).toBe('REPLACE');
  });

  it('passes remember-me off when the box is not ticked, and a new sign-in id each time', async () => {
    const first = open('/login', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(first.signIns).toHaveLength(1));
    first.unmount();
    const second = open('/login', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(second.signIns).toHaveLength(1));
    expect(first.signIns[0]!.rememberMe).toBe(false);
    expect(second.signIns[0]!.session.signInId).not.toBe(first.signIns[0]!.session.signInId);
  });

  it('returns to the page that sent the customer (?return_to=), never to another site', async () => {
    const back = open('/login?return_to=%2Forders%3Fpage%3D2', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(`${back.probe.pathname}${back.probe.search}`).toBe('/orders?page=2'));
    back.unmount();
    const evil = open('/login?return_to=%2F%2Fevil.example', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(evil.probe.pathname).toBe('/'));
  });

  it('keeps the return path on its links to register and recover a password', async () => {
    open('/login?return_to=%2Fcheckout%2Faddress');
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?return_to=%2Fcheckout%2Faddress',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/recover-password?return_to=%2Fcheckout%2Faddress',
    );
  });

  it('sends the sign-in call and shows its refusal (the form’s rules: remote-kit’s email-password-form test)', async () => {
    const { signIns, probe } = open('/login', {
      api: answering(() => reply.errors(401, { password: ['Incorrect email or password'] })),
    });
    await signIn();
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(password()).toHaveValue('');
    expect(email()).toHaveValue('ana@example.com');
    expect(signIns).toEqual([]);
    expect(probe.pathname).toBe('/login');
  });

  it('shows the throttle’s message (429)', async () => {
    open('/login', {
      api: answering(() => reply.errors(429, { password: ['Too many attempts. Try again in 30 s'] })),
    });
    await signIn();
    expect(await screen.findByText('Too many attempts. Try again in 30 s')).toBeInTheDocument();
  });

  it('offers a signed-in customer to continue or log out rather than a second sign-in', async () => {
    const { bus, signOuts } = open('/login?return_to=%2Fcart');
    act(() => bus.publish('session.changed', { ...SESSION }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOuts).toEqual([{}]);
  });
});
