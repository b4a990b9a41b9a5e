// What the shell says in a remote's area when the remote cannot load
// (shell/src/composition/remote-fallback.tsx), per language, as a customer reads it.
import { type Locator, type Page } from 'playwright-core';
import { type RemoteName } from 'shared-contracts';
import { type ShopLanguage } from '../catalog/catalog-texts';

export const FALLBACK_TEXTS = {
  'es-ES': {
    title: 'Esta sección no está disponible ahora mismo',
    retry: 'Reintentar',
    mf_catalog: 'No hemos podido cargar el catálogo. El resto de la tienda sigue funcionando.',
    mf_account: 'No hemos podido cargar tu cuenta. Inténtalo de nuevo en unos segundos.',
  },
  'en-US': {
    title: 'This section is not available right now',
    retry: 'Try again',
    mf_catalog: 'We could not load the catalogue. The rest of the shop keeps working.',
    mf_account: 'We could not load your account. Please try again in a few seconds.',
  },
} as const;

/** A remote's fallback, once it shows its title and its remote's message in this language. */
export async function waitForFallback(
  page: Page,
  remote: Extract<RemoteName, 'mf_catalog' | 'mf_account'>,
  language: ShopLanguage,
): Promise<Locator> {
  const text = FALLBACK_TEXTS[language];
  const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
  // A hanging remote gives up after its manifest's attempts (3 × 8 s): wait longer than that.
  await fallback.getByRole('heading', { name: text.title }).waitFor({ timeout: 90_000 });
  await fallback.getByText(text[remote], { exact: true }).waitFor();
  return fallback;
}
