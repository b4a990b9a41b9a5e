import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import { type Language, type StaffChangePasswordAnswer, changeStaffPasswordCall } from 'shared-contracts';
import { STAFF_SESSION, renderBackoffice } from '../../testing/render-backoffice';

/** The API's answer: the staff member's new session, every older token of theirs refused. */
const CHANGED: StaffChangePasswordAnswer = {
  status: 'success',
  session: { token: 'staff-tok-3-renewed', userId: 3, tokenExpirationDate: '2099-02-15T10:00:00.000Z' },
};

const LABELS = {
  'es-ES': {
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    repeat: 'Repite la nueva contraseña',
    submit: 'Cambiar contraseña',
  },
  'en-US': {
    current: 'Current password',
    next: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Change password',
  },
} as const;

function open(api: FakeApi, language: Language = 'es-ES') {
  const view = renderBackoffice('/backoffice/password', { api, language });
  const labels = LABELS[language];
  const fields = () =>
    [labels.current, labels.next, labels.repeat].map((label) => screen.getByLabelText(label));
  const send = async (values = ['old secret', 'new secret!', 'new secret!']) => {
    const inputs = await waitFor(fields);
    for (const [index, input] of inputs.entries()) await userEvent.type(input, values[index]!);
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
  };
  const values = () => fields().map((input) => (input as HTMLInputElement).value);
  return { ...view, fields, send, values };
}

describe('/backoffice/password', () => {
  it('sends both passwords with the staff member’s id and token, hands the shell the new session, says so and empties every field', async () => {
    const api = fakeApi().on(changeStaffPasswordCall, () => CHANGED);
    const { send, values, renewals, signIns, signOuts } = open(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contraseña' })).toBeInTheDocument();

    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.',
    );
    expect(values()).toEqual(['', '', '']);
    const [request] = api.callsOf(changeStaffPasswordCall);
    expect(request!.body).toEqual({
      user_id: STAFF_SESSION.userId,
      current_password: 'old secret',
      password: 'new secret!',
      repeat_password: 'new secret!',
    });
    expect(request!.headers.Authorization).toBe(`Bearer ${STAFF_SESSION.token}`);
    expect(renewals).toEqual([{ session: CHANGED.session }]);
    expect(signIns).toEqual([]);
    expect(signOuts).toEqual([]);
  });

  it('signs the next call with the token the shell then publishes', async () => {
    const api = fakeApi().on(changeStaffPasswordCall, () => CHANGED);
    const { bus, send } = open(api, 'en-US');
    await send();
    await screen.findByRole('status');
    act(() => bus.publish('staff-session.changed', { ...CHANGED.session }));
    await send(['new secret!', 'newer secret!', 'newer secret!']);
    await waitFor(() => expect(api.callsOf(changeStaffPasswordCall)).toHaveLength(2));
    expect(api.callsOf(changeStaffPasswordCall)[1]!.headers.Authorization).toBe('Bearer staff-tok-3-renewed');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You have been signed out on your other devices.',
    );
  });

  it('shows a wrong current password under it, clears every field and hands the shell nothing', async () => {
    const { send, values, renewals } = open(
      fakeApi().on(changeStaffPasswordCall, () =>
        reply.errors(400, { currentPassword: ['La contraseña actual no es correcta'] }),
      ),
    );
    await send();
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual')).toHaveFocus();
    expect(values()).toEqual(['', '', '']);
    expect(renewals).toEqual([]);
  });

  it('shows the new passwords’ errors under them and keeps the current one', async () => {
    const { send, values } = open(
      fakeApi().on(changeStaffPasswordCall, () =>
        reply.errors(400, {
          password: ['This password is too common; choose another one'],
          repeatPassword: ['The passwords do not match'],
        }),
      ),
      'en-US',
    );
    await send();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. This password is too common; choose another one',
    );
    expect(values()).toEqual(['old secret', '', '']);
  });

  it('gives the form back after a network error', async () => {
    const { send, values, renewals } = open(
      fakeApi().on(changeStaffPasswordCall, () => reply.offline()),
      'en-US',
    );
    await send();
    expect(
      await screen.findByText('We could not reach the shop. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(values()[0]).toBe('old secret');
    expect(renewals).toEqual([]);
  });
});
