// The shell's index.html as served for one page: the registry and the served releases'
// manifest digests written into it (the shell reads them instead of fetching /remotes.json
// and each mf-manifest.json) and preload hints for what the page needs.
import { type Language } from 'shared-contracts';
import { type ManifestDigest, type PreloadHint } from './page-hints';

/** The id of the inline registry (shell/src/composition/remote-registry.ts reads it). */
export const INLINE_REGISTRY_ID = 'shop-remotes';
/** The id of the inline manifest digests (shell/src/composition/manifests.ts reads it). */
export const INLINE_MANIFESTS_ID = 'shop-manifests';

/** A JSON data block: `<` is escaped in the JSON so no value can close the element. */
const dataBlock = (id: string, value: object) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Scripts are preloaded at low priority, as the browser fetches the deferred script they run
 * after: the page's styles and main picture go first, and a script preloaded at high priority
 * counts as render-blocking for Lighthouse (its first paint waited for every remote file).
 */
function priorityOf(hint: PreloadHint): string {
  if (hint.highPriority) return ' fetchpriority="high"';
  return hint.as === 'script' ? ' fetchpriority="low"' : '';
}

function hintTag(hint: PreloadHint, stylesheets: boolean): string {
  // Server markup is painted before any script runs: it needs its styles applied, not only
  // fetched (the scripts that would apply them later find them in place and reuse them).
  if (stylesheets && hint.as === 'style')
    return `<link rel="stylesheet" href="${escapeAttribute(hint.href)}">`;
  // A manifest is read with fetch() (CORS mode): the preload must be too, or it is not reused.
  const cors = hint.as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${cors}${priorityOf(hint)}>`;
}

/**
 * Inserts the registry and the manifest digests, as JSON data blocks (not scripts: the page's
 * Content-Security-Policy runs none inline), and the hints at the end of the head; with
 * `stylesheets` (a page rendered on the server), its styles as stylesheets.
 */
export function renderShellPage(
  template: string,
  registry: object,
  hints: readonly PreloadHint[],
  manifests: Record<string, ManifestDigest> = {},
  { stylesheets = false }: { stylesheets?: boolean } = {},
): string {
  // The shell's own entry comes first: at the same priority, the browser asks in document
  // order, and a deferred script at the end of the body would come after the remote files it
  // is the one to run.
  const shellScripts = [...template.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map(
    (match): PreloadHint => ({ href: match[1]!, as: 'script' }),
  );
  const head =
    [...shellScripts, ...hints].map((hint) => hintTag(hint, stylesheets)).join('') +
    dataBlock(INLINE_REGISTRY_ID, registry) +
    dataBlock(INLINE_MANIFESTS_ID, manifests);
  return template.replace('</head>', `${head}</head>`);
}

/**
 * The page in the visitor's language (the language cookie's): `<html lang>` as the shell sets
 * it once it runs, so the browser, a screen reader and a crawler know it before any script.
 */
export function inLanguage(html: string, language: Language): string {
  return html.replace(/<html(?: lang="[^"]*")?>/, `<html lang="${language.slice(0, 2)}">`);
}

const ROOT = '<div id="root">';

/**
 * The page around its root element: what goes before the app's server markup (sent at once,
 * so the browser fetches styles and scripts while the page renders) and what goes after it.
 */
export function aroundRoot(page: string): { before: string; after: string } {
  const start = page.indexOf(ROOT);
  if (start < 0) throw new Error('the shell page has no <div id="root">');
  const end = page.indexOf('</div>', start);
  return { before: page.slice(0, start + ROOT.length), after: page.slice(end) };
}
