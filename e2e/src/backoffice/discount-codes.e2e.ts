// Discount codes in the back office (docs/spec.md §2, §5, §8; issue 10 point 5): the creation rules
// with their messages, the confirmation pop-up (cancel closes it, nothing made), the code then
// working in the shop's cart, an existing code refused under its field, and deletion with
// confirmation.
import { randomUUID } from 'node:crypto';
import { baseUrl, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { backofficeArea, signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';

jest.setTimeout(90_000);

const browser = sharedBrowser();

/** What the shop's cart gets for a code: GET /couponcode?code= (404 once deleted). */
async function couponStatus(code: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/couponcode?code=${encodeURIComponent(code)}`);
  return response.status;
}

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const)('discount codes (%s, %s)', (language, viewport) => {
  const text = BACKOFFICE_TEXTS[language].coupons;

  it('are created within docs/spec.md’s rules after a confirmation, and deleted after another', async () => {
    const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
    const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
    await signInAsStaff(page, language, e2eStaffMember());
    await page.goto('/backoffice/discountcodes');
    const area = backofficeArea(page);
    await area.getByRole('heading', { level: 1, name: text.title }).waitFor();
    const codeField = area.getByLabel(text.code, { exact: true });
    const discountField = area.getByLabel(text.discount, { exact: true });
    const create = area.getByRole('button', { name: text.create });

    // Over 100/2.21, then 0: the messages of docs/spec.md §5, and no pop-up.
    await codeField.fill(code);
    await discountField.fill('45.26');
    await create.click();
    await area.getByText(text.tooBig).waitFor();
    await discountField.fill('0');
    await create.click();
    await area.getByText(text.invalid).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Cancel closes the pop-up and creates nothing.
    await discountField.fill('12.5');
    await create.click();
    const dialog = page.getByRole('dialog', { name: text.confirmCreateTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await couponStatus(code)).toBe(404);

    // Confirmed: listed, and the shop's cart can apply it.
    await create.click();
    await dialog.getByRole('button', { name: text.confirmCreate, exact: true }).click();
    await area.getByText(text.created).waitFor();
    await area
      .getByRole('cell', { name: code, exact: true })
      .or(area.getByText(code, { exact: true }))
      .first()
      .waitFor();
    expect(await couponStatus(code)).toBe(200);

    // The same code again: refused under its field.
    await codeField.fill(code.toLowerCase());
    await discountField.fill('10');
    await create.click();
    await page
      .getByRole('dialog', { name: text.confirmCreateTitle })
      .getByRole('button', { name: text.confirmCreate, exact: true })
      .click();
    await area.getByText(text.exists).first().waitFor();

    // Deleted after its confirmation: gone from the list and from the cart.
    await area.getByRole('button', { name: text.deleteLabel(code) }).click();
    const confirmDelete = page.getByRole('dialog', { name: text.confirmDeleteTitle });
    await confirmDelete.getByRole('button', { name: text.confirmDelete, exact: true }).click();
    await area.getByText(text.deleted).waitFor();
    await area.getByRole('button', { name: text.deleteLabel(code) }).waitFor({ state: 'detached' });
    expect(await couponStatus(code)).toBe(404);
    await context.close();
  });
});
