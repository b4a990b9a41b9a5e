// /ask-availability on the composed shop: a product's page leads here, and the question
// reaches the studio's outbox naming the product.
import { randomUUID } from 'node:crypto';
import { paths } from 'shared-contracts';
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { LANGUAGES, TEXTS } from './account-texts';
import { mailsContaining } from '../support/outbox';
import { eventually } from '../support/eventually';
import { accountArea } from './account-page';

jest.setTimeout(90_000);

const browser = sharedBrowser();

/** A product of the shop, with its name in the language asked. */
async function aProduct(language: 'es' | 'en'): Promise<{ id: number; name: string }> {
  const response = await fetch(`${baseUrl()}/api/sales?language=${language}`);
  const { products } = (await response.json()) as { products: Array<{ id: number; name: string }> };
  return products[0]!;
}

describe.each(LANGUAGES)('/ask-availability (%s)', (language) => {
  const text = TEXTS[language];

  it('asks the studio about the product of the link and thanks the customer', async () => {
    const product = await aProduct(language === 'en-US' ? 'en' : 'es');
    const { context, page } = await openContext(browser(), { language, cookieConsent: true });
    await page.goto(paths.askAvailability(product.id));
    const area = accountArea(page);
    await area.getByRole('link', { name: product.name }).waitFor();

    const form = area.getByRole('form', { name: text.askUs });
    expect(await form.getByLabel(text.message).inputValue()).toBe(text.suggested(product.name));
    const email = `availability-${randomUUID()}@example.com`;
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.name, { exact: true }).fill('Ana García');
    await form.getByRole('button', { name: text.sendQuestion }).click();

    await area.getByRole('status').getByText(text.questionSent(product.name, email)).waitFor();
    await eventually(() => {
      const mails = mailsContaining(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Id del producto: ${product.id}`);
    });
    await context.close();
  });
});
