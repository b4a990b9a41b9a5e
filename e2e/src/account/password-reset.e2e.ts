// A forgotten password: the customer asks for a link, opens it from the e-mail in the
// shop's outbox, chooses a new password and is signed in; the link works once. In both
// languages (the mail comes in the language the link was asked in).
import { postToApi } from '../support/accounts';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { waitForMail } from '../support/outbox';
import {
  type Credentials,
  accountArea,
  logOutFromMenu,
  newCredentials,
  signInThroughForm,
  waitForPath,
  waitForSignedIn,
} from './account-page';
import { ACCOUNT_TEXTS } from './account-texts';

jest.setTimeout(120_000);

const browser = sharedBrowser();

const TEXTS = {
  'es-ES': {
    recoverTitle: 'Recuperar contraseña',
    sendLink: 'Enviar enlace',
    sent: 'Si existe una cuenta con ese email, te hemos enviado un enlace',
    subject: 'Restablece tu contraseña de Olmo',
    newPassword: 'Nueva contraseña',
    repeat: 'Repite la contraseña',
    save: 'Guardar y entrar',
    linkUsed: 'Este enlace para restablecer la contraseña ya no sirve',
    askAgain: 'Pedir un enlace nuevo',
    profileTitle: 'Mi perfil',
  },
  'en-US': {
    recoverTitle: 'Recover password',
    sendLink: 'Send link',
    sent: 'If an account exists for that email, we have sent it a link',
    subject: 'Reset your Olmo password',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    save: 'Save and sign in',
    linkUsed: 'This password reset link no longer works',
    askAgain: 'Ask for a new link',
    profileTitle: 'My profile',
  },
} as const;

/** The path of the reset link in a mail's text (the link names the shop's public address). */
function resetPath(text: string): string {
  const link = /https?:\/\/\S+\/recover-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

it('resets a forgotten password from the e-mailed link, once, in both languages', async () => {
  const customer: Credentials = newCredentials('reset');
  await postToApi('/account/register', { ...customer, repeat_password: customer.password });

  let mails = 0;
  for (const language of ['es-ES', 'en-US'] as const) {
    const text = TEXTS[language];
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });

    // The neutral answer, then the mail in this language.
    await page.goto('/login');
    await accountArea(page)
      .getByRole('link', {
        name:
          ACCOUNT_TEXTS[language].signIn === 'Sign in'
            ? 'Forgot your password?'
            : '¿Has olvidado tu contraseña?',
      })
      .click();
    await accountArea(page).getByRole('heading', { level: 1, name: text.recoverTitle }).waitFor();
    await accountArea(page).getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await accountArea(page).getByRole('button', { name: text.sendLink }).click();
    await accountArea(page).getByRole('status').filter({ hasText: text.sent }).waitFor();
    mails += 1;
    const mail = await waitForMail(customer.email, mails);
    expect(mail.subject).toBe(text.subject);
    const link = resetPath(mail.text);

    // The link: a new password, signed in at once, at home.
    const password = `New-${customer.password}`;
    await page.goto(link);
    await accountArea(page).getByLabel(text.newPassword, { exact: true }).fill(password);
    await accountArea(page).getByLabel(text.repeat, { exact: true }).fill(password);
    await accountArea(page).getByRole('button', { name: text.save }).click();
    await waitForPath(page, '/');
    await waitForSignedIn(page, language);
    await page.goto('/profile');
    await accountArea(page).getByText(customer.email).waitFor();

    // The new password signs in; the link does not work a second time.
    await logOutFromMenu(page, language);
    await page.goto('/login');
    await signInThroughForm(accountArea(page), language, { email: customer.email, password });
    await waitForPath(page, '/');
    await waitForSignedIn(page, language);
    await logOutFromMenu(page, language);
    await page.goto(link);
    await accountArea(page).getByLabel(text.newPassword, { exact: true }).fill(`Again-${password}`);
    await accountArea(page).getByLabel(text.repeat, { exact: true }).fill(`Again-${password}`);
    await accountArea(page).getByRole('button', { name: text.save }).click();
    await accountArea(page).getByRole('alert').filter({ hasText: text.linkUsed }).waitFor();
    await accountArea(page).getByRole('link', { name: text.askAgain }).click();
    await accountArea(page).getByRole('button', { name: text.sendLink }).waitFor();

    customer.password = password;
    await context.close();
  }
});
