import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ApiResult, type ChangePasswordAnswer, addNamespace } from 'shared-contracts';
import { renderRemote } from '../testing';
import { ChangePasswordForm } from './change-password-form';
import { formTextsFor } from './form-texts';

const texts = formTextsFor('kit-password');
addNamespace(i18next, 'kit-password', {
  'es-ES': { form: texts['es-ES'] },
  'en-US': { form: texts['en-US'] },
});

const ANSWER: ChangePasswordAnswer = {
  status: 'success',
  session: { token: 'tok-new', userId: 7, tokenExpirationDate: '2099-01-15T10:00:00.000Z' },
};

/** The kit's password change as /profile and /backoffice/password host it. */
function open(answer: () => Promise<ApiResult<ChangePasswordAnswer>>) {
  const changes: ChangePasswordAnswer[] = [];
  const view = renderRemote(
    <ChangePasswordForm
      idPrefix="kit-password"
      changePassword={answer}
      onChanged={(changed) => changes.push(changed)}
    />,
    { url: '/password', route: '/password', language: 'en-US' },
  );
  return { ...view, changes };
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Current password'), 'old secret');
  await userEvent.type(screen.getByLabelText('New password'), 'new secret!');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'new secret!');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the kit’s password change', () => {
  it('hands the new session on, then says so and empties the fields', async () => {
    const { changes } = open(async () => ({ kind: 'ok', status: 200, data: ANSWER }));
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    expect(changes).toEqual([ANSWER]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('hands the new session on even when the form is gone before the answer', async () => {
    let answer!: (result: ApiResult<ChangePasswordAnswer>) => void;
    const { changes, unmount } = open(() => new Promise((resolve) => (answer = resolve)));
    await fillAndSend();
    unmount();
    await act(async () => answer({ kind: 'ok', status: 200, data: ANSWER }));
    expect(changes).toEqual([ANSWER]);
  });

  it('hands nothing on when the change is refused', async () => {
    const { changes } = open(async () => ({
      kind: 'errors',
      status: 400,
      errors: { current_password: ['Wrong password'] },
    }));
    await fillAndSend();
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([]);
  });
});
