import { readFileSync } from 'node:fs';
import { type Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the shop's CSP rightly refuses injected <script> tags.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(context ?? document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, selector);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
