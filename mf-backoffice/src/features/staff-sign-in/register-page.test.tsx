import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import { type Language, registerStaffCall, verifyStaffRegisterCall } from 'shared-contracts';
import { pageQueryClient } from '../../testing/page-query-client';
import { renderBackoffice } from '../../testing/render-backoffice';

const CODE = 'Zk3vQ8mN1pR5tW7yB2cD4fG6';
const LINK = `/backoffice/register/nuevo%40estudio.es/${CODE}`;
const ANSWER = { token: 'staff-new', userId: 9, tokenExpirationDate: '2099-01-15T10:00:00.000Z' };

const verified = () => fakeApi().on(verifyStaffRegisterCall, () => ({ status: 'success' as const }));

const open = (
  api: FakeApi,
  { url = LINK, language = 'en-US' as Language, queryClient = pageQueryClient() } = {},
) => renderBackoffice(url, { api, language, signedIn: false, queryClient });

async function setPassword(password = 'a long password', repeat = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Repeat password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
}

/** docs/spec.md §8's registration error page, in English. */
async function expectRegistrationError() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Registration Proccess Error' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid Credentias');
  expect(screen.getByRole('alert')).toHaveTextContent('Contact with Support to obtain more information');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
}

describe('/backoffice/register/{email}/{code}', () => {
  it("says 'Loading...' while the link is checked, then asks for the password under the invited e-mail", async () => {
    let answer!: () => void;
    const api = fakeApi().on(
      verifyStaffRegisterCall,
      () => new Promise((resolve) => (answer = () => resolve({ status: 'success' }))),
    );
    open(api);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(api.callsOf(verifyStaffRegisterCall)[0]!.body).toEqual({ email: 'nuevo@estudio.es', code: CODE });
    answer();
    const emailField = await screen.findByRole('textbox', { name: 'Email' });
    expect(emailField).toHaveValue('nuevo@estudio.es');
    expect(emailField).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('type', 'password');
  });

  it('creates the account with the link’s code, signs the staff member in and goes to /backoffice', async () => {
    const api = verified().on(registerStaffCall, ({ body }) =>
      body.code === CODE && body.email === 'nuevo@estudio.es'
        ? ANSWER
        : reply.errors(410, { code: ['Used'] }),
    );
    const { signIns, probe } = open(api);
    await setPassword();
    await waitFor(() => expect(probe.pathname).toBe('/backoffice'));
    expect(api.callsOf(registerStaffCall)[0]!.body).toEqual({
      email: 'nuevo@estudio.es',
      code: CODE,
      password: 'a long password',
      repeat_password: 'a long password',
    });
    expect(signIns).toEqual([{ session: ANSWER, rememberMe: false }]);
    expect(probe.action).toBe('REPLACE');
  });

  it('shows the password errors under their fields and clears both passwords', async () => {
    const api = verified().on(registerStaffCall, () =>
      reply.errors(400, { repeat_password: ['The passwords do not match'] }),
    );
    const { signIns } = open(api);
    await setPassword('a long password', 'another password');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Repeat password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Repeat password')).toHaveValue('');
    expect(signIns).toEqual([]);
  });

  it.each([
    [404, { code: ['Unknown invitation'] }],
    [410, { code: ['This link has expired'] }],
  ])('shows the registration error when the check answers %p', async (status, errors) => {
    open(fakeApi().on(verifyStaffRegisterCall, () => reply.errors(status, errors)));
    await expectRegistrationError();
    expect(document.title).toBe('Registration Proccess Error · Olmo');
  });

  it('shows it in Castellano too', async () => {
    open(
      fakeApi().on(verifyStaffRegisterCall, () => reply.errors(404, { code: ['Desconocido'] })),
      {
        language: 'es-ES',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error en el proceso de registro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciales no válidas');
    expect(screen.getByRole('alert')).toHaveTextContent('Contacta con Soporte para obtener más información');
    expect(screen.getByRole('link', { name: 'Contactar con Soporte' })).toHaveAttribute('href', '/contact');
  });

  it('shows it without asking for a link the API would refuse outright', async () => {
    const api = fakeApi();
    open(api, { url: '/backoffice/register/not-an-email/short' });
    await expectRegistrationError();
    expect(api.calls).toEqual([]);
  });

  it('shows it when the link is spent between the check and the password', async () => {
    open(verified().on(registerStaffCall, () => reply.errors(410, { code: ['This link has been used'] })));
    await setPassword();
    await expectRegistrationError();
  });

  it('offers to try again when the check got no answer', async () => {
    let offline = true;
    const api = fakeApi().on(verifyStaffRegisterCall, () =>
      offline ? reply.offline() : { status: 'success' as const },
    );
    open(api);
    expect(await screen.findByText('There was an error connecting to the server.')).toBeInTheDocument();
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(api.callsOf(verifyStaffRegisterCall)).toHaveLength(2);
  });

  it('offers to try again when the check failed on the server', async () => {
    let failing = true;
    const api = fakeApi().on(verifyStaffRegisterCall, () =>
      failing ? reply.errors(503, { server: ['Unavailable'] }) : { status: 'success' as const },
    );
    open(api);
    expect(await screen.findByText('There was an error connecting to the server.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('checks the link again each time its page opens: it may have been spent meanwhile', async () => {
    let spent = false;
    const api = fakeApi().on(verifyStaffRegisterCall, () =>
      spent ? reply.errors(410, { code: ['This link has been used'] }) : { status: 'success' as const },
    );
    const queryClient = pageQueryClient();
    const first = open(api, { queryClient });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    first.unmount();
    spent = true;
    open(api, { queryClient });
    await expectRegistrationError();
    expect(api.callsOf(verifyStaffRegisterCall)).toHaveLength(2);
  });
});
