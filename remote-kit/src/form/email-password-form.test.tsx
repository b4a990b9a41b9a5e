import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ApiResult, type AuthAnswer, addNamespace } from 'shared-contracts';
import { renderRemote } from '../testing';
import { EmailPasswordForm } from './email-password-form';
import { formTextsFor } from './form-texts';

const texts = formTextsFor('kit-sign-in');
addNamespace(i18next, 'kit-sign-in', {
  'es-ES': { form: texts['es-ES'] },
  'en-US': { form: texts['en-US'] },
});

const ANSWER: AuthAnswer = { token: 'tok-new', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };
const LABELS = { email: 'Email', password: 'Password', rememberMe: 'Remember me', submit: 'Sign in' };

type SignIn = (credentials: { email: string; password: string }) => Promise<ApiResult<AuthAnswer>>;

const refused = (errors: Record<string, string[]>): ApiResult<AuthAnswer> => ({
  kind: 'errors',
  status: 400,
  errors,
});

/** The kit's sign-in form as /login and /backoffice/login host it. */
function open(signIn: SignIn) {
  const signIns: Array<{ session: AuthAnswer; rememberMe: boolean }> = [];
  const sent: Array<{ email: string; password: string }> = [];
  const { probe } = renderRemote(
    <EmailPasswordForm
      idPrefix="kit-sign-in"
      labels={LABELS}
      signIn={(credentials) => {
        sent.push(credentials);
        return signIn(credentials);
      }}
      onSignedIn={(session, rememberMe) => signIns.push({ session, rememberMe })}
      returnTo="/account"
    />,
    { url: '/login', route: '/login', language: 'en-US' },
  );
  return { signIns, sent, probe };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

async function fillAndSend() {
  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'secret password');
  await userEvent.click(submit());
}

describe('the kit’s sign-in form (docs/spec.md §4, §5: the customer’s and the staff’s login)', () => {
  it('shows a refused sign-in under the password, clears the password only and focuses it', async () => {
    const { signIns, probe } = open(async () => refused({ password: ['Incorrect email or password'] }));
    await fillAndSend();
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Incorrect email or password');
    expect(password()).toHaveValue('');
    expect(password()).toHaveFocus();
    expect(email()).toHaveValue('ana@example.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(signIns).toEqual([]);
    expect(probe.pathname).toBe('/login');
  });

  it('clears the email instead when an error concerns the email', async () => {
    open(async () => refused({ email: ['Enter a valid email'] }));
    await fillAndSend();
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(email()).toHaveValue('');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(password()).toHaveValue('secret password');
  });

  it('leaves every rule to the server: an empty form is sent and its errors shown', async () => {
    const { sent } = open(async () => refused({ email: ['Required'], password: ['Required'] }));
    await userEvent.click(submit());
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([{ email: '', password: '' }]);
  });

  it('shows errors under no field above the form, and clears the password', async () => {
    open(async () => refused({ auth: ['Staff accounts cannot use this'] }));
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff accounts cannot use this');
    expect(password()).toHaveValue('');
  });

  it('disables the submit while the request is in flight, then signs in with remember-me', async () => {
    let answer!: (value: ApiResult<AuthAnswer>) => void;
    const { signIns, probe } = open(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSend();
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    answer({ kind: 'ok', status: 200, data: ANSWER });
    await waitFor(() => expect(signIns).toEqual([{ session: ANSWER, rememberMe: true }]));
    // The location probe shows the navigation once the router has rendered it, a turn later.
    await waitFor(() => expect(probe.pathname).toBe('/account'));
    expect(probe.action).toBe('REPLACE');
  });

  it('gives the form back after a network error, with a short line saying so and nothing cleared', async () => {
    open(async () => ({ kind: 'network-error', message: 'offline' }));
    await fillAndSend();
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(password()).toHaveValue('secret password');
    expect(email()).toHaveValue('ana@example.com');
  });
});
