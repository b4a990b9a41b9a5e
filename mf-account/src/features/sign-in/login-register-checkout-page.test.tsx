import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'remote-kit/testing';
import { loginCall, registerCall } from 'shared-contracts';
import { renderAccount } from '../../testing/render-account';

const ANSWER = { token: 'tok-new', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const api = () =>
  fakeApi()
    .on(loginCall, () => ANSWER)
    .on(registerCall, () => ANSWER);

const loginForm = () => screen.getByRole('form', { name: 'I have an account' });
const registerForm = () => screen.getByRole('form', { name: 'I am a new customer' });

describe('/login-register-checkout', () => {
  it('shows sign-in and registration side by side, each named by its heading, in both languages', async () => {
    const { unmount } = renderAccount('/login-register-checkout');
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
    expect(within(loginForm()).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(loginForm()).getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(within(registerForm()).getByLabelText('Repeat the password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    unmount();
    renderAccount('/login-register-checkout', { language: 'es-ES' });
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión o regístrate' });
    expect(screen.getByRole('form', { name: 'Ya tengo cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Soy cliente nuevo' })).toBeInTheDocument();
  });

  it('returns a customer who signs in to the checkout step that sent them', async () => {
    const { probe, signIns } = renderAccount('/login-register-checkout?return_to=%2Fcheckout%2Fpayment', {
      api: api(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
    await userEvent.type(within(loginForm()).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(within(loginForm()).getByLabelText('Password'), 'secret password');
    await userEvent.click(within(loginForm()).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(loginForm()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/payment'));
    expect(signIns[0]!.rememberMe).toBe(true);
  });

  it('takes a new customer to the address step when no step was given', async () => {
    const { probe, signIns } = renderAccount('/login-register-checkout', { api: api() });
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
    await userEvent.type(within(registerForm()).getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.type(within(registerForm()).getByLabelText('Password'), 'long enough');
    await userEvent.type(within(registerForm()).getByLabelText('Repeat the password'), 'long enough');
    await userEvent.click(within(registerForm()).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(probe.pathname).toBe('/checkout/address'));
    expect(signIns).toEqual([{ session: { ...ANSWER, signInId: expect.any(String) }, rememberMe: false }]);
  });

  it('gives every field its own id, so the two forms’ labels never point at each other', async () => {
    renderAccount('/login-register-checkout');
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('account-'))).toBe(true);
  });

  it('keeps the checkout step on the link to recover a password', async () => {
    renderAccount('/login-register-checkout');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/recover-password?return_to=%2Fcheckout%2Faddress',
    );
  });
});
