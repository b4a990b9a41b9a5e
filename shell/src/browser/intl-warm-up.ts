import { LANGUAGES } from 'shared-contracts';

/**
 * The first `Intl.NumberFormat` a Chromium page constructs costs 40–60 ms (the first
 * `PluralRules` about 10 more, `DateTimeFormat` 5–10): V8 lists the locales each service
 * supports and ICU loads their data, once for the whole process. A page that pays it on its
 * main thread pays it while hydrating, inside the task that renders its first price. A worker
 * constructs them first, in parallel with the page's scripts; the page's own formatters then
 * cost a fraction of a millisecond.
 */
function constructFormatters(languages: readonly string[]): void {
  for (const language of languages) {
    // What costs is the first of each kind in the process, whatever its options.
    new Intl.NumberFormat(language).format(1);
    new Intl.PluralRules(language).select(1);
    new Intl.DateTimeFormat(language).format(0);
  }
  close();
}

/** The worker's script: the function above as the build minified it, called with the languages. */
export const INTL_WARM_UP_SOURCE = `(${String(constructFormatters)})(${JSON.stringify(LANGUAGES)})`;

/**
 * Starts the warm-up worker (importing this module does, first thing in the shell's entry and
 * the monolith's); a browser without workers (or a policy that refuses this one)
 * formats on the main thread as before. The CSP's `worker-src` allows `blob:`.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([INTL_WARM_UP_SOURCE], { type: 'text/javascript' }));
  try {
    new Worker(url);
  } catch {
    // Formatting still works, only on the main thread.
  }
  URL.revokeObjectURL(url);
}

warmUpIntl();
