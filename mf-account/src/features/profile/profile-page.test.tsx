import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import {
  type ChangePasswordAnswer,
  type Language,
  changePasswordCall,
  getProfileCall,
} from 'shared-contracts';
import { ELSEWHERE_TEST_ID, SESSION, renderAccount } from '../../testing/render-account';

const PROFILE = { userId: 7, email: 'ana@example.com', createdAt: '2026-03-05T09:00:00.000Z' };
/** The API's answer to a password change: the caller's new session, every older token refused. */
const CHANGED: ChangePasswordAnswer = {
  status: 'success',
  session: { token: 'tok-7-renewed', userId: 7, tokenExpirationDate: '2099-02-15T10:00:00.000Z' },
};

function openSignedIn(api: FakeApi = fakeApi(), language: Language = 'en-US') {
  const view = renderAccount('/profile', { api: api.on(getProfileCall, () => PROFILE), language });
  act(() => view.bus.publish('session.changed', { ...SESSION }));
  return view;
}

const current = () => screen.getByLabelText('Current password');
const next = () => screen.getByLabelText('New password');
const repeat = () => screen.getByLabelText('Repeat the new password');
const change = () => screen.getByRole('button', { name: 'Change password' });

async function changePassword(
  values = { current: 'old secret', next: 'new secret!', repeat: 'new secret!' },
) {
  await screen.findByText('ana@example.com');
  await userEvent.type(current(), values.current);
  await userEvent.type(next(), values.next);
  await userEvent.type(repeat(), values.repeat);
  await userEvent.click(change());
}

describe('/profile', () => {
  it('asks a visitor to sign in first, and to come back here', async () => {
    renderAccount('/profile');
    expect(await screen.findByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?return_to=%2Fprofile',
    );
  });

  it('shows the customer’s e-mail and since when, fetched with their token', async () => {
    const api = fakeApi();
    openSignedIn(api);
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(api.callsOf(getProfileCall)[0]!.headers.Authorization).toBe('Bearer tok-7');
  });

  it('is in Castellano by default', async () => {
    openSignedIn(fakeApi(), 'es-ES');
    expect(await screen.findByText('5 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi();
    const view = renderAccount('/profile', {
      api: api.on(getProfileCall, () => (fail ? reply.offline() : PROFILE)),
    });
    act(() => view.bus.publish('session.changed', { ...SESSION }));
    expect(await screen.findByText('We could not load your account’s details.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
  });

  it('keeps the profile shown when loading it again fails', async () => {
    let fail = false;
    const api = fakeApi().on(getProfileCall, () => (fail ? reply.offline() : PROFILE));
    const first = renderAccount('/profile', { api });
    act(() => first.bus.publish('session.changed', { ...SESSION }));
    await screen.findByText('ana@example.com');
    first.unmount();

    fail = true;
    const again = renderAccount('/profile', { api, queryClient: first.queryClient });
    act(() => again.bus.publish('session.changed', { ...SESSION }));
    await waitFor(() => expect(api.callsOf(getProfileCall)).toHaveLength(2));
    await waitFor(() => expect(again.queryClient.isFetching()).toBe(0));
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never shows a customer another one’s profile', async () => {
    const api = fakeApi().on(getProfileCall, ({ token }) =>
      token === SESSION.token ? PROFILE : new Promise<never>(() => undefined),
    );
    const { bus } = renderAccount('/profile', { api });
    act(() => bus.publish('session.changed', { ...SESSION }));
    await screen.findByText('ana@example.com');
    act(() =>
      bus.publish('session.changed', {
        token: 'tok-8',
        userId: 8,
        tokenExpirationDate: SESSION.tokenExpirationDate,
      }),
    );
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
  });

  it('logs the customer out through the shell, from the home page', async () => {
    const { signOuts } = openSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(signOuts).toEqual([{}]);
    expect(screen.getByTestId(ELSEWHERE_TEST_ID)).toHaveTextContent('/');
  });

  it('leaves when the session ends', async () => {
    const { bus } = openSignedIn();
    await screen.findByText('ana@example.com');
    act(() => bus.publish('session.changed', null));
    expect(await screen.findByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument();
  });
});

describe('the password change', () => {
  it('has a current and two new password fields, each filled by a password manager as it should', async () => {
    openSignedIn();
    await screen.findByText('ana@example.com');
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat()).toHaveAttribute('autocomplete', 'new-password');
    expect(next().getAttribute('placeholder')).toMatch(/^[A-Z][0-9][A-Za-z0-9]{6}$/);
  });

  it('sends both passwords with the token, says it is done and empties every field', async () => {
    const api = fakeApi().on(changePasswordCall, () => CHANGED);
    openSignedIn(api);
    await changePassword();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    expect([current(), next(), repeat()].map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
    ]);
    const [request] = api.callsOf(changePasswordCall);
    expect(request!.body).toEqual({
      current_password: 'old secret',
      password: 'new secret!',
      repeat_password: 'new secret!',
    });
    expect(request!.headers.Authorization).toBe('Bearer tok-7');
  });

  it('hands the shell the new session, which then signs the calls, without a new sign-in', async () => {
    const api = fakeApi().on(changePasswordCall, () => CHANGED);
    const { bus, renewals, signIns, signOuts } = openSignedIn(api);
    await changePassword();
    await screen.findByRole('status');
    expect(renewals).toEqual([{ session: CHANGED.session }]);
    expect(signIns).toEqual([]);
    expect(signOuts).toEqual([]);

    // The shell's answer to the renewal: the same customer, the new token on every call.
    act(() => bus.publish('session.changed', { ...CHANGED.session }));
    await changePassword({ current: 'new secret!', next: 'newer secret!', repeat: 'newer secret!' });
    await waitFor(() => expect(api.callsOf(changePasswordCall)).toHaveLength(2));
    expect(api.callsOf(changePasswordCall)[1]!.headers.Authorization).toBe('Bearer tok-7-renewed');
  });

  it('says so in Castellano', async () => {
    openSignedIn(
      fakeApi().on(changePasswordCall, () => CHANGED),
      'es-ES',
    );
    await screen.findByText('ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'old secret');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'new secret!');
    await userEvent.type(screen.getByLabelText('Repite la nueva contraseña'), 'new secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.',
    );
  });

  it('hands the shell nothing when the change is refused', async () => {
    const { renewals } = openSignedIn(
      fakeApi().on(changePasswordCall, () =>
        reply.errors(429, { currentPassword: ['Too many attempts; try again later'] }),
      ),
    );
    await changePassword();
    expect(await screen.findByText('Too many attempts; try again later')).toBeInTheDocument();
    expect(renewals).toEqual([]);
  });

  it('shows a wrong current password under it and clears every field', async () => {
    openSignedIn(
      fakeApi().on(changePasswordCall, () =>
        reply.errors(400, { currentPassword: ['The current password is not correct'] }),
      ),
    );
    await changePassword();
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveFocus();
    expect([current(), next(), repeat()].map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('shows new password errors under them and keeps the current password', async () => {
    openSignedIn(
      fakeApi().on(changePasswordCall, () =>
        reply.errors(400, {
          password: ['This password is too common; choose another one'],
          repeatPassword: ['The passwords do not match'],
        }),
      ),
    );
    await changePassword();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(
      'At least 8 characters. This password is too common; choose another one',
    );
    expect(current()).toHaveValue('old secret');
    expect(next()).toHaveValue('');
    expect(repeat()).toHaveValue('');
  });

  it('disables the button while in flight and gives the form back after a network error', async () => {
    let answer!: (value: ReturnType<typeof reply.offline>) => void;
    openSignedIn(
      fakeApi().on(
        changePasswordCall,
        () => new Promise<ReturnType<typeof reply.offline>>((resolve) => (answer = resolve)),
      ),
    );
    await changePassword();
    await waitFor(() => expect(change()).toBeDisabled());
    await act(async () => answer(reply.offline()));
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(change()).toBeEnabled();
    expect(current()).toHaveValue('old secret');
  });
});
