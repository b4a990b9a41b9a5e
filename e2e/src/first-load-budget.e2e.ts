// Issue 12, the budget in CI: the home page's first-load JavaScript (gzip -9 of every script
// a fresh visit fetches, measured as `npm run bench` measures it) may not grow more than 5 %
// over the figure committed in bench/first-load-budget.json. A team adding a heavy dependency
// sees it in its own change; the budget is raised (or lowered) deliberately, with its reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureFirstLoad } from 'bench/first-load';
import { REPO_ROOT } from 'tooling-testing/shop-process';
import { baseUrl, sharedBrowser } from 'tooling-testing/browser';

const BUDGET_FILE = path.join(REPO_ROOT, 'bench', 'first-load-budget.json');
const TOLERANCE = 0.05;

interface Budget {
  homeJsGzipBytes: number;
  reason: string;
}

const browser = sharedBrowser();

describe('first-load budget', () => {
  it('keeps the home page first-load JS within 5 % of bench/first-load-budget.json', async () => {
    const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
    const { jsGzipBytes } = await measureFirstLoad(browser(), `${baseUrl()}/`);
    const limit = Math.floor(budget.homeJsGzipBytes * (1 + TOLERANCE));
    if (jsGzipBytes > limit) {
      const over = ((jsGzipBytes / budget.homeJsGzipBytes - 1) * 100).toFixed(1);
      throw new Error(
        [
          `The home page's first load fetches ${jsGzipBytes} bytes of gzipped JS, ${over} % over the`,
          `budget of ${budget.homeJsGzipBytes} bytes in bench/first-load-budget.json (limit +5 %: ${limit}).`,
          'See what grew in the package split of `BENCH_LIGHTHOUSE=0 npm run bench`. If the growth is',
          `deliberate, set "homeJsGzipBytes" to ${jsGzipBytes} and say why in "reason", in the same change.`,
        ].join('\n'),
      );
    }
    expect(jsGzipBytes).toBeLessThanOrEqual(limit);
  });
});
