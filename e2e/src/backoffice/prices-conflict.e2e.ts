// Two tabs of the same staff member edit one product (issue 28 points 4, 8): tab A saves a
// list price; tab B, which read the product before, saves another and is told what A changed
// (nothing of B's saved, B's value kept); "Apply my changes again" saves it on the new
// version; the history shows both changes, who made them, from and to.
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { eventually } from '../support/eventually';
import { type ShopLanguage, parseMoney } from '../catalog/catalog-texts';
import { signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';
import {
  PRICE_TYPES,
  leastSold,
  money,
  normalized,
  openPrices,
  pricePanel,
  saveInPanel,
} from './prices-steps';

jest.setTimeout(150_000);

const browser = sharedBrowser();
/** The list prices tab A and then tab B save. */
const PRICES = { a: 1111, b: 1222 };

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const satisfies ReadonlyArray<readonly [ShopLanguage, ViewportName]>)(
  'a conflicting edit from a second tab (%s, %s)',
  (language, viewport) => {
    const text = BACKOFFICE_TEXTS[language].prices;

    it('shows what the other tab changed, and applies this tab’s change again on the new version', async () => {
      const product = await leastSold(PRICE_TYPES.conflict[language], language);
      const staff = e2eStaffMember();
      const { context, page: tabA } = await openContext(browser(), {
        language,
        viewport,
        cookieConsent: true,
      });
      const tabB = await context.newPage();
      // The staff session lives in each tab's session storage: each tab signs in.
      for (const tab of [tabA, tabB]) {
        await signInAsStaff(tab, language, staff);
        await openPrices(tab, language, `?search=${product.id}&product=${product.id}`);
      }
      const [panelA, panelB] = [tabA, tabB].map((tab) => pricePanel(tab, language, product.name));
      const field = text.listPrice;
      for (const panel of [panelA!, panelB!]) await panel.getByLabel(field, { exact: true }).waitFor();
      const read = parseMoney(await panelA!.getByLabel(field, { exact: true }).inputValue(), language);
      expect(parseMoney(await panelB!.getByLabel(field, { exact: true }).inputValue(), language)).toBe(read);

      await saveInPanel(panelA!, language, { price: String(PRICES.a) });
      await panelA!.getByText(text.saved).waitFor();

      // Tab B read the version before A's change: refused, told what changed, its value kept.
      await saveInPanel(panelB!, language, { price: String(PRICES.b) });
      const conflict = panelB!.getByTestId('prices-conflict');
      await conflict.getByText(text.conflictTitle).waitFor();
      const notice = normalized(await conflict.innerText());
      expect(notice).toContain(
        `${text.historyField.price}: ${money(read, language)} → ${money(PRICES.a, language)} (${staff.email}`,
      );
      expect(parseMoney(await panelB!.getByLabel(field, { exact: true }).inputValue(), language)).toBe(
        PRICES.b,
      );
      await conflict.getByRole('button', { name: text.discard }).waitFor();

      await conflict.getByRole('button', { name: text.reapply }).click();
      await panelB!.getByText(text.saved).waitFor();
      await conflict.waitFor({ state: 'detached' });

      // The history, newest first: B's change on A's, both by this staff member.
      const entries = panelB!.getByTestId('prices-history-entry');
      await eventually(async () => {
        const shown = (await entries.allInnerTexts()).map(normalized);
        expect(shown.slice(0, 2)).toEqual([
          expect.stringContaining(
            `${text.historyField.price}: ${money(PRICES.a, language)} → ${money(PRICES.b, language)}`,
          ),
          expect.stringContaining(
            `${text.historyField.price}: ${money(read, language)} → ${money(PRICES.a, language)}`,
          ),
        ]);
        expect(shown.slice(0, 2).every((entry) => entry.includes(staff.email))).toBe(true);
      });

      // Tab A, read again, has B's price.
      await tabA.reload();
      await eventually(async () =>
        expect(parseMoney(await panelA!.getByLabel(field, { exact: true }).inputValue(), language)).toBe(
          PRICES.b,
        ),
      );
      await context.close();
    });
  },
);
