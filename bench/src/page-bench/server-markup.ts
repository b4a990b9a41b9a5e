// What tells a server-rendered page from the client-rendered shell: the page's own content
// inside <main> (the remote's markup, rendered with the API's data), where the shell alone
// has an empty root element.

/** Whether `text` occurs inside the page's <main>. Cheap: run on every answer under load. */
export function inMain(html: string, text: string): boolean {
  const start = html.indexOf('<main');
  if (start < 0) return false;
  const at = html.indexOf(text, start);
  return at >= 0 && at < html.indexOf('</main>', start);
}

/** The page as sent without server rendering: the shell's empty root element. */
export const hasEmptyRoot = (html: string) => html.includes('<div id="root"></div>');

/** Text as React writes it into markup. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
