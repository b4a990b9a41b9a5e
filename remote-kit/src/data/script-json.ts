/**
 * A value as the text of a `<script>` data block (JSON, JSON-LD): `<`, `>`, `&` and the two
 * line separators are written as JSON escapes, so no value (a product named
 * `</script><script>…`) can close the element or be read as markup; JSON.parse gives the
 * value back unchanged. For the server's blocks and for a page's own, rendered on both sides.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
