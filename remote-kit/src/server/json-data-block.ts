/**
 * A JSON data block for a server-rendered page: `<script type="application/json">`, which no
 * Content-Security-Policy runs. `<`, `>`, `&` and the two line separators are written as JSON
 * escapes, so no value (a product named `</script><script>…`) can close the element or be read
 * as markup; JSON.parse gives the value back unchanged.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
