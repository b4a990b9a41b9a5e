// /contact on the composed shop: the support form reaches the studio's outbox, the server's
// per-field errors show under the fields, and the WhatsApp form opens the chat link.
import { randomUUID } from 'node:crypto';
import { seriousViolations } from '../support/axe';
import { openContext, sharedBrowser } from 'tooling-testing/browser';
import { LANGUAGES, TEXTS } from './account-texts';
import { mailsContaining } from '../support/outbox';
import { eventually } from '../support/eventually';
import { accountArea } from './account-page';

jest.setTimeout(90_000);

const browser = sharedBrowser();

describe.each(LANGUAGES)('/contact (%s)', (language) => {
  const text = TEXTS[language];

  it('sends the support form to the studio, clears it and says so', async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto('/contact');
    const area = accountArea(page);
    await area.getByRole('heading', { level: 1, name: text.contactTitle }).waitFor();
    expect(await area.getByRole('img', { name: /Ebanistas/ }).count()).toBe(1);

    const form = area.getByRole('form', { name: text.writeUs });
    const email = `contact-${randomUUID()}@example.com`;
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.name, { exact: true }).fill('Ana García');
    await form.getByLabel(text.phone).fill('612 345 678');
    await form.getByLabel(text.message).fill('¿Tenéis la lámpara Nube en blanco?');
    await form.getByRole('button', { name: text.send }).click();

    await form.getByRole('status').getByText(text.sent).waitFor();
    expect(await form.getByLabel(text.email).inputValue()).toBe('');
    expect(await form.getByLabel(text.message).inputValue()).toBe('');
    expect(await form.getByLabel(text.prefix).inputValue()).toBe('+34');
    await eventually(() => expect(mailsContaining(email)).toHaveLength(1));
    expect(await seriousViolations(page, '[data-boundary="mf_account"]')).toEqual([]);
    await context.close();
  });

  it("opens the WhatsApp chat with the studio in a new tab, the customer's words written", async () => {
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    // The chat is another site: answered here, so the test needs no network and sends nothing.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'chat' }),
    );
    await page.goto('/contact');
    const form = accountArea(page).getByRole('form', { name: text.whatsApp });

    await form.getByRole('button', { name: text.openWhatsApp }).click();
    await form.getByText(text.nameRequired).waitFor();
    await form.getByText(text.phoneRequired).waitFor();

    await form.getByLabel(text.name, { exact: true }).fill('Ana García');
    await form.getByLabel(text.prefix).fill('a351b99');
    expect(await form.getByLabel(text.prefix).inputValue()).toBe('+3519');
    await form.getByLabel(text.prefix).fill('351');
    await form.getByLabel(text.phone).fill('912 345 678');
    await form.getByLabel(text.message).fill('¿Tenéis sillas Olmo?');
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('button', { name: text.openWhatsApp }).click(),
    ]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(chat.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/34600000001');
    expect(url.searchParams.get('text')).toBe(
      text.whatsAppText('Ana García', '+351 912 345 678', '¿Tenéis sillas Olmo?'),
    );
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });
});

it("shows the server's per-field errors under the support form's fields", async () => {
  const text = TEXTS['en-US'];
  const { context, page } = await openContext(browser(), { language: 'en-US', cookieConsent: true });
  await page.goto('/contact');
  const form = accountArea(page).getByRole('form', { name: text.writeUs });
  await form.getByLabel(text.email).fill('not an e-mail');
  await form.getByRole('button', { name: text.send }).click();
  for (const label of [text.email, text.phone, text.message]) {
    const field = form.getByLabel(label, { exact: true });
    await eventually(async () => expect(await field.getAttribute('aria-invalid')).toBe('true'));
    const errors = await field.getAttribute('aria-describedby');
    expect((await page.locator(`#${errors}`).innerText()).length).toBeGreaterThan(0);
  }
  expect(await form.getByLabel(text.email).inputValue()).toBe('not an e-mail');
  await context.close();
});
