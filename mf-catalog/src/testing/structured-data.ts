// Tests only: the structured data a rendered page carries.

/** Every JSON-LD block in `root`, parsed, in document order. */
export function jsonLdBlocks(root: ParentNode = document): Array<Record<string, unknown>> {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The JSON-LD blocks written in server HTML, parsed. */
export function jsonLdInHtml(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
}
