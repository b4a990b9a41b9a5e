import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeHandler, fakeApi, reply } from 'remote-kit/testing';
import { type Language, backofficeLoginCall } from 'shared-contracts';
import { renderBackoffice } from '../../testing/render-backoffice';

const ANSWER = { token: 'staff-new', userId: 3, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const EXAMPLE_PASSWORD = /^[A-Z][0-9][A-Za-z0-9]{6}$/;

const answering = (handler: FakeHandler<typeof backofficeLoginCall>) =>
  fakeApi().on(backofficeLoginCall, handler);

const open = (
  url = '/backoffice/login',
  { api = fakeApi(), language = 'en-US' as Language, signedIn = false } = {},
) => renderBackoffice(url, { api, language, signedIn });

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

async function signIn(values: { email?: string; password?: string; rememberMe?: boolean } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Staff sign in' });
  await userEvent.type(email(), values.email ?? 'eva@estudio.es');
  await userEvent.type(password(), values.password ?? 'staff password');
  if (values.rememberMe) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(submit());
}

describe('/backoffice/login', () => {
  it('asks for email, password and remember-me, in Castellano by default', async () => {
    open('/backoffice/login', { language: 'es-ES' });
    await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'nombre@ejemplo.com',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Contraseña').getAttribute('placeholder')).toMatch(EXAMPLE_PASSWORD);
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('hands the staff session to the shell with remember-me, then goes to /backoffice', async () => {
    const api = answering(({ body }) =>
      body.email === 'eva@estudio.es' && body.password === 'staff password' ? ANSWER : reply.errors(401, {}),
    );
    const { signIns, probe } = open('/backoffice/login', { api });
    await signIn({ rememberMe: true });
    await waitFor(() => expect(probe.pathname).toBe('/backoffice'));
    expect(signIns).toEqual([{ session: ANSWER, rememberMe: true }]);
    expect(probe.action).toBe('REPLACE');
  });

  it('passes remember-me off when the box is not ticked', async () => {
    const { signIns } = open('/backoffice/login', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(signIns).toHaveLength(1));
    expect(signIns[0]!.rememberMe).toBe(false);
  });

  it('returns to the back-office page that sent the staff member, never elsewhere', async () => {
    const back = open('/backoffice/login?return_to=%2Fbackoffice%2Forders%3Fstatus%3DSEND', {
      api: answering(() => ANSWER),
    });
    await signIn();
    await waitFor(() =>
      expect(`${back.probe.pathname}${back.probe.search}`).toBe('/backoffice/orders?status=SEND'),
    );
    back.unmount();
    const storefront = open('/backoffice/login?return_to=%2Fcart', { api: answering(() => ANSWER) });
    await signIn();
    await waitFor(() => expect(storefront.probe.pathname).toBe('/backoffice'));
  });

  it('sends the staff sign-in call and shows its refusal (the form’s rules: remote-kit’s email-password-form test)', async () => {
    const { signIns, probe } = open('/backoffice/login', {
      api: answering(() => reply.errors(401, { password: ['Incorrect email or password'] })),
    });
    await signIn();
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(password()).toHaveValue('');
    expect(email()).toHaveValue('eva@estudio.es');
    expect(signIns).toEqual([]);
    expect(probe.pathname).toBe('/backoffice/login');
  });

  it('offers a signed-in staff member to go on or log out rather than a second sign-in', async () => {
    const { signOuts } = open('/backoffice/login?return_to=%2Fbackoffice%2Fdiscountcodes', {
      signedIn: true,
    });
    expect(await screen.findByRole('link', { name: 'Go to the orders' })).toHaveAttribute(
      'href',
      '/backoffice/discountcodes',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOuts).toEqual([{}]);
  });
});
