// `npm run bench`: the composed shop (served as `npm start` serves it) beside the same shell
// and remotes built as one ordinary application (tooling/server/monolith/), measured in the same run
// in Debian's Chromium: each page's first-load JS and CSS (gzip -9) and requests, then
// Lighthouse (mobile preset, median of 3 runs a page, runs alternating between the builds),
// and the home page's two floors: its markup with no script, and with React alone.
// BENCH_LIGHTHOUSE=0 skips Lighthouse: weights only, in seconds.
import { launchBrowser } from 'tooling-testing/browser';
import { type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { type PageFigures, comparisonTable, homeBoundsTable } from './comparison-table';
import { type FirstLoad, measureFirstLoad } from './first-load';
import { FLOORS, type Floor, startFloorPages } from './floor-pages';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse-run';
import { packageSplitTable, splitByPackage } from './package-split';
import { inMain } from './page-bench/server-markup';

const LIGHTHOUSE_RUNS = 3;
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';

type Build = 'composed' | 'monolith';
const BUILDS: Build[] = ['composed', 'monolith'];

/** A product of the seeded catalogue: the first sofa of the listing the bench also loads. */
async function aProductId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/type_products/sofas`);
  const { products } = (await response.json()) as { products: Array<{ id: number }> };
  if (!products[0]) throw new Error('the seeded catalogue has no sofa to open');
  return products[0].id;
}

/** The headers that set the rules a page is loaded under; each costs the browser its own work. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-frame-options',
] as const;

/**
 * What makes the builds' figures comparable, checked on one answer of each build a page:
 * - both serve the page's own content in their HTML: a build whose renderer fails leaves the
 *   page to the browser, and its figures would compare another thing;
 * - both send it with the same security headers: a COOP header alone costs a navigation from a
 *   blank tab a new browsing context group (about 60 ms of the page's main thread here), so a
 *   build without them would be measured under easier rules.
 */
async function assertComparable(shops: Record<Build, RunningShop>, paths: string[]): Promise<void> {
  for (const pagePath of paths) {
    const headers = new Map<Build, Headers>();
    for (const build of BUILDS) {
      const response = await fetch(`${shops[build].baseUrl}${pagePath}`);
      if (!inMain(await response.text(), '<h1'))
        throw new Error(`the ${build} build did not render ${pagePath} on the server (see its log above)`);
      headers.set(build, response.headers);
    }
    const differing = SECURITY_HEADERS.filter(
      (name) => headers.get('composed')!.get(name) !== headers.get('monolith')!.get(name),
    );
    if (differing.length > 0)
      throw new Error(`the builds send ${pagePath} with different ${differing.join(', ')}`);
  }
}

/** A page that logs errors is measured doing something else than showing itself (retries, refusals). */
function assertNoErrors(build: Build, pagePath: string, load: FirstLoad): void {
  if (load.errors.length > 0)
    throw new Error(`the ${build} build logged errors on ${pagePath}:\n${load.errors.join('\n')}`);
}

async function measureWeights(
  shops: Record<Build, RunningShop>,
  paths: string[],
): Promise<Array<Record<Build, FirstLoad>>> {
  const browser = await launchBrowser();
  try {
    const loads: Array<Record<Build, FirstLoad>> = [];
    for (const pagePath of paths) {
      const composed = await measureFirstLoad(browser, `${shops.composed.baseUrl}${pagePath}`);
      const monolith = await measureFirstLoad(browser, `${shops.monolith.baseUrl}${pagePath}`);
      assertNoErrors('composed', pagePath, composed);
      assertNoErrors('monolith', pagePath, monolith);
      loads.push({ composed, monolith });
    }
    return loads;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse LIGHTHOUSE_RUNS times on each URL, named by its label: each round takes every URL
 * in turn, so a slow spell of the machine falls on all of them. Each one's median figures.
 */
async function lighthouseMedians(urls: Map<string, string>): Promise<Map<string, LighthouseFigures>> {
  const runs = new Map<string, LighthouseFigures[]>([...urls.keys()].map((label) => [label, []]));
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const [label, url] of urls) {
      process.stderr.write(`Lighthouse ${round}/${LIGHTHOUSE_RUNS} ${label}\n`);
      runs.get(label)!.push(await runLighthouse(url));
    }
  }
  return new Map([...runs].map(([label, figures]) => [label, medianFigures(figures)]));
}

async function measureLighthouse(
  shops: Record<Build, RunningShop>,
  paths: string[],
): Promise<Array<Record<Build, LighthouseFigures>>> {
  const label = (build: Build, pagePath: string) => `${build} ${pagePath}`;
  const medians = await lighthouseMedians(
    new Map(
      paths.flatMap((pagePath) =>
        BUILDS.map((build) => [label(build, pagePath), `${shops[build].baseUrl}${pagePath}`] as const),
      ),
    ),
  );
  return paths.map((pagePath) => ({
    composed: medians.get(label('composed', pagePath))!,
    monolith: medians.get(label('monolith', pagePath))!,
  }));
}

/** Lighthouse on the home page's floor pages, runs alternating between them. */
async function measureFloors(shopUrl: string): Promise<Record<Floor, LighthouseFigures>> {
  const floors = await startFloorPages(shopUrl);
  try {
    const label = (floor: Floor) => `home, ${floor}`;
    const medians = await lighthouseMedians(
      new Map(FLOORS.map((floor) => [label(floor), floors.urls[floor]])),
    );
    return Object.fromEntries(FLOORS.map((floor) => [floor, medians.get(label(floor))!])) as Record<
      Floor,
      LighthouseFigures
    >;
  } finally {
    await floors.stop();
  }
}

async function main(): Promise<void> {
  const composed = await startShop();
  // The monolith's page calls the composed shop's API (proxied): one database, one API to start.
  const monolith = await startShop(
    { MONOLITH_API_ORIGIN: composed.baseUrl },
    'tooling/server/monolith/start.ts',
  );
  const shops = { composed, monolith };
  try {
    const paths = [
      '/',
      '/type_products/sofas',
      `/products/${await aProductId(composed.baseUrl)}`,
      '/search?query=lampara',
    ];
    await assertComparable(shops, paths);
    const loads = await measureWeights(shops, paths);
    const lighthouse = withLighthouse ? await measureLighthouse(shops, paths) : undefined;

    const pages: PageFigures[] = paths.map((pagePath, index) => ({
      path: pagePath,
      composed: { load: loads[index]!.composed, lighthouse: lighthouse?.[index]!.composed },
      monolith: { load: loads[index]!.monolith, lighthouse: lighthouse?.[index]!.monolith },
    }));
    const how = withLighthouse
      ? `Lighthouse ${LIGHTHOUSE_RUNS} runs a page, mobile preset, median of each figure`
      : 'Lighthouse skipped (BENCH_LIGHTHOUSE=0)';
    console.log(`\nFirst load, composed vs monolith — Chromium 1280 px, gzip -9 of each file; ${how}\n`);
    for (const line of comparisonTable(pages)) console.log(line);

    if (lighthouse) {
      const floors = await measureFloors(composed.baseUrl);
      console.log(`\nHome page, the builds beside their floors (${how})\n`);
      const rows = [
        ...BUILDS.map((build) => ({ name: build, figures: lighthouse[0]![build] })),
        ...FLOORS.map((floor) => ({ name: floor, figures: floors[floor] })),
      ];
      for (const line of homeBoundsTable(rows)) console.log(line);
    }

    const home = loads[0]!;
    const composedSplit = splitByPackage(home.composed, 'composed');
    const monolithSplit = splitByPackage(home.monolith, 'monolith');
    console.log('\nHome page first load by package (KB gzip, split by source map)\n');
    for (const line of packageSplitTable(composedSplit, monolithSplit)) console.log(line);
    // A marker only React DOM's own build contains: more than one file means two copies.
    const reactDomCopies = home.composed.files.filter((file) =>
      file.body.includes('__reactContainer$'),
    ).length;
    console.log(`\ncopies of react-dom downloaded by the composed home page: ${reactDomCopies}`);
  } finally {
    await Promise.all([stopShop(composed), stopShop(monolith)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
