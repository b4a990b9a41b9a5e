import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from '@swc/core';

/**
 * A component's price tag in TypeScript, as a team writes it: `renderPriceTag` calls
 * `formatPrice`, which throws for a price below zero (line 3).
 */
export const PRICE_TAG_SOURCE = `export function formatPrice(euros: number): string {
  // A price below zero is a bug upstream.
  if (euros < 0) throw new Error('a price below zero');
  return euros.toFixed(2);
}

export function renderPriceTag(product: { price: number }): string {
  const text = formatPrice(product.price);
  return '<p>' + text + '</p>';
}

(globalThis as { renderPriceTag?: unknown }).renderPriceTag = renderPriceTag;
`;

/**
 * Builds the source as a release's script: minified, names mangled, with a hidden source map
 * beside it naming its source as rspack does (`webpack://<unique name>/./src/…`). Gives the
 * stack a browser would send for `renderPriceTag({ price: -1 })` with the script at `url`.
 */
export function buildScript(
  folder: string,
  fileName: string,
  { url, source }: { url: string; source: string },
): { stack: string } {
  const built = transformSync(PRICE_TAG_SOURCE, {
    filename: path.basename(source),
    sourceFileName: source,
    sourceMaps: true,
    minify: true,
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2022',
      minify: { compress: false, mangle: { topLevel: true } },
    },
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, fileName), built.code);
  writeFileSync(path.join(folder, `${fileName}.map`), built.map!);

  const page: Record<string, unknown> = { exports: {} };
  page.globalThis = page;
  vm.runInNewContext(built.code, page, { filename: url });
  try {
    (page.renderPriceTag as (product: { price: number }) => string)({ price: -1 });
  } catch (error) {
    // The frames above the script's are this test's: a browser's would be the page's.
    const lines = String((error as Error).stack).split('\n');
    return { stack: lines.filter((line, index) => index === 0 || line.includes(url)).join('\n') };
  }
  throw new Error('the built script did not throw');
}
