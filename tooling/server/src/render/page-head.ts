const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * The page's own head elements (its title, description, canonical address, sharing cards, as
 * the renderer found them) put into the page's <head>, in place of the shell's default title
 * and description; the browser's React claims them there when it hydrates.
 */
export function intoHead(page: string, head: string): string {
  if (!head) return page;
  const withoutDefaults = head.includes('<title>')
    ? page.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '')
    : page;
  return withoutDefaults.replace('</head>', `${head}</head>`);
}
