/** What React 19 writes first when the page renders `<title>`, `<meta>` or `<link>` elements (to be hoisted). */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** A page's markup as React wrote it, split into the elements for the document's head and the rest. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
