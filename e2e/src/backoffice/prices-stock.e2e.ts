// Stock taken to 0 from the prices screen while a visitor's cart holds the product (issue 28
// point 6): the cart's next verification, when the visitor opens it, shows the stock
// shortage message on the line (docs/spec.md §8), as e2e/src/cart/stock-shortage.e2e.ts does
// for a sale that took the units.
import { type ViewportName, openContext, sharedBrowser } from 'tooling-testing/browser';
import { e2eStaffMember } from '../support/staff';
import { type ShopLanguage } from '../catalog/catalog-texts';
import { addFromProductPage, cartArea, cartLine, headerCart } from '../cart/cart-page';
import { CART_TEXTS } from '../cart/cart-texts';
import { signInAsStaff } from './backoffice-steps';
import { BACKOFFICE_TEXTS } from './backoffice-texts';
import { PRICE_TYPES, openPrices, pricePanel, productsOfType, saveInPanel } from './prices-steps';

jest.setTimeout(120_000);

const browser = sharedBrowser();

describe.each([
  ['es-ES', 'desktop'],
  ['en-US', 'mobile'],
] as const satisfies ReadonlyArray<readonly [ShopLanguage, ViewportName]>)(
  'stock set to 0 by staff (%s, %s)',
  (language, viewport) => {
    it('shows the shortage on the line of a cart holding the product, at its next verification', async () => {
      // The type's least sold product with a unit to add (the storefront lists best selling first).
      const product = (await productsOfType(PRICE_TYPES.shortage[language], language))
        .filter((candidate) => candidate.stock > 0)
        .at(-1);
      if (!product) throw new Error('no product in stock of its type');
      const visitor = await openContext(browser(), { language, viewport, cookieConsent: true });
      await addFromProductPage(visitor.page, language, product.id);
      await headerCart(visitor.page, language, 1).waitFor();

      const { context, page } = await openContext(browser(), { language, viewport, cookieConsent: true });
      await signInAsStaff(page, language, e2eStaffMember());
      await openPrices(page, language, `?search=${product.id}&product=${product.id}`);
      const panel = pricePanel(page, language, product.name);
      await saveInPanel(panel, language, { stock: '0' });
      await panel.getByText(BACKOFFICE_TEXTS[language].prices.saved).waitFor();
      await context.close();

      const text = CART_TEXTS[language];
      await visitor.page.goto('/cart');
      await cartArea(visitor.page).getByRole('heading', { level: 1, name: text.title }).waitFor();
      const alert = cartLine(visitor.page, product.name).getByRole('alert');
      await alert.getByText(text.shortage(1)).waitFor();
      expect(await alert.getByRole('link', { name: text.askAvailability }).getAttribute('href')).toBe(
        `/ask-availability?product=${product.id}`,
      );
      await visitor.context.close();
    });
  },
);
