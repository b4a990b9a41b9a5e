// A customer changes the password on /profile from the laptop (issue 30): the phone, signed in
// before, is signed out at its next call; the laptop stays signed in on the new token the
// answer carries, with no new sign-in and no reload.
import { type Page } from 'playwright-core';
import { type Account, postToApi, signedInContext } from '../support/accounts';
import { baseUrl, sharedBrowser } from 'tooling-testing/browser';
import { accountArea, newCredentials, waitForSignedIn } from './account-page';
import { ACCOUNT_TEXTS, TEXTS } from './account-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();
const language = 'es-ES';

const CHANGE = {
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  repeatNewPassword: 'Repite la nueva contraseña',
  submit: 'Cambiar contraseña',
  changed: 'Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.',
};

/** The customer's token as the shell keeps it in this tab, if signed in. */
const tokenIn = (page: Page) => page.evaluate(() => sessionStorage.getItem('shell.session.token'));

/** GET /account/profile with a token: 200 while its session lives, 401 once ended. */
async function profileStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/account/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

it('a new password signs the other devices out and keeps this one signed in', async () => {
  const credentials = newCredentials('change');
  await postToApi('/account/register', { ...credentials, repeat_password: credentials.password });
  const signIn = () => postToApi<Account>('/login', credentials);
  const laptop = await signedInContext(browser(), await signIn(), { language, cookieConsent: true });
  const phone = await signedInContext(browser(), await signIn(), { language, cookieConsent: true });
  const phoneToken = (await tokenIn(phone.page))!;
  const laptopToken = (await tokenIn(laptop.page))!;

  await laptop.page.goto('/profile');
  const area = accountArea(laptop.page);
  const newPassword = `${credentials.password}-new`;
  await area.getByLabel(CHANGE.currentPassword, { exact: true }).fill(credentials.password);
  await area.getByLabel(CHANGE.newPassword, { exact: true }).fill(newPassword);
  await area.getByLabel(CHANGE.repeatNewPassword, { exact: true }).fill(newPassword);
  await area.getByRole('button', { name: CHANGE.submit }).click();
  await area.getByText(CHANGE.changed).waitFor();

  // The laptop holds a new token that works; both old ones are refused.
  const renewed = (await tokenIn(laptop.page))!;
  expect(renewed).not.toBe(laptopToken);
  expect(await profileStatus(renewed)).toBe(200);
  expect(await profileStatus(laptopToken)).toBe(401);
  expect(await profileStatus(phoneToken)).toBe(401);

  // The laptop goes on signed in: its orders page, not the sign-in prompt.
  await laptop.page.goto('/orders');
  await accountArea(laptop.page)
    .getByRole('heading', { level: 1, name: TEXTS[language].ordersTitle })
    .waitFor();
  await waitForSignedIn(laptop.page, language);

  // The phone's next call is refused: the shell signs it out.
  await phone.page.goto('/orders');
  await phone.page.waitForFunction(() => sessionStorage.getItem('shell.session.token') === null);
  await phone.page
    .getByRole('banner')
    .getByRole('link', { name: ACCOUNT_TEXTS[language].headerSignIn })
    .waitFor();

  // The new password signs in; the old one no longer does.
  expect((await signIn().catch((error: Error) => error)) instanceof Error).toBe(true);
  await postToApi('/login', { email: credentials.email, password: newPassword });

  await laptop.context.close();
  await phone.context.close();
});
