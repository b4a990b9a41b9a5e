import { scriptJson } from '../data/script-json';

/**
 * A JSON data block for a server-rendered page: `<script type="application/json">`, which no
 * Content-Security-Policy runs. Its text is `scriptJson`'s: no value can close the element or
 * be read as markup, and JSON.parse gives the value back unchanged.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}
