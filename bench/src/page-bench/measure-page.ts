import autocannon, { type Options, type Result } from 'autocannon';
import { freshRequests } from './fresh-requests';
import { type PageKind, type PageTarget } from './page-targets';
import { languageCookie, type PageVisit } from './page-visits';
import { waitUntilQuiet } from './quiet-server';
import { hasEmptyRoot, inMain } from './server-markup';

export type RenderingMode = 'on' | 'off';

export interface LoadPlan {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

export interface PageRow {
  name: string;
  kind: PageKind;
  /** Every request a new address. */
  uncached: boolean;
  result: Result;
  /** Answers whose <main> held the page's server-rendered content. */
  withMarkup: number;
  /** Connections that ran out of fresh addresses and asked some again (uncached targets). */
  ranOut: number;
  /** Addresses handed out more than once because the target's list ran out (uncached targets). */
  repeated: number;
  /** Requests sent that got no answer (at most one a connection when the run stops mid-request). */
  unanswered: number;
}

/** How long a page may take to come as the mode sends it, before the benchmark gives up. */
const CHECK_DEADLINE_MS = 60_000;

/**
 * Why a visit's page is not what the mode should send: with server rendering, the content the
 * API gives for it inside <main>; without, the shell's empty root. Undefined when it is.
 */
async function pageFault(
  baseUrl: string,
  target: PageTarget,
  visit: PageVisit,
  mode: RenderingMode,
): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}${visit.path}`, { headers: languageCookie(visit.language) });
  const html = await response.text();
  if (!response.ok) return `answered ${response.status}`;
  if (mode === 'off') return hasEmptyRoot(html) ? undefined : 'came with server markup';
  const missing = [target.loadMarker, ...(await target.expected(baseUrl, visit))].filter(
    (text) => !inMain(html, text),
  );
  if (missing.length === 0) return undefined;
  const root = hasEmptyRoot(html) ? 'an empty root: the page budget ran out' : 'the shell rendered';
  return `has no server markup (${root}): <main> lacks ${missing.slice(0, 2).join(', ')}`;
}

/**
 * Checks a page before it is measured, trying again for a while: the first pages of a render
 * generation wait for its workers to start and load the remotes' server code, and are sent
 * for the browser to render (on a busy machine, for several seconds).
 */
async function checkPage(
  baseUrl: string,
  target: PageTarget,
  nextVisit: () => PageVisit,
  mode: RenderingMode,
): Promise<void> {
  const deadline = Date.now() + CHECK_DEADLINE_MS;
  for (let attempt = 1; ; attempt++) {
    const visit = nextVisit();
    const fault = await pageFault(baseUrl, target, visit, mode);
    const page = `${visit.path} (${visit.language})`;
    if (!fault) {
      const what = mode === 'on' ? 'server-rendered content in <main>' : 'the client-rendered shell';
      console.log(`  checked ${page}: ${what}${attempt > 1 ? ` (try ${attempt})` : ''}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`${target.name}: ${page} ${fault}`);
    console.log(`  ${page} ${fault}; trying again`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Addresses each connection gets: three times what `rate` (req/s) would use, so none runs out
 * (a run often goes faster than its warm-up). Encoded before autocannon starts its clock.
 */
const perConnection = (rate: number, seconds: number, connections: number) =>
  Math.max(50, Math.ceil((rate * 3 * seconds) / connections) + 20);

/**
 * One target at `plan.connections`: checked, warmed up a short while (fresh addresses again for
 * an uncached target), then measured. An uncached target's address lists are sized for the
 * warm-up by `expectedRate` (req/s, its cached twin's), for the run by the warm-up's own rate.
 */
export async function measurePage(
  baseUrl: string,
  target: PageTarget,
  mode: RenderingMode,
  plan: LoadPlan,
  expectedRate: number,
): Promise<PageRow> {
  const source = target.visits?.();
  const cachedVisit = target.visit;
  if (!source && !cachedVisit) throw new Error(`${target.name} has no visit`);
  const waited = await waitUntilQuiet(baseUrl);
  if (waited === undefined) console.log('  the shop did not settle within a minute; measuring anyway');
  else if (waited > 1000) console.log(`  waited ${(waited / 1000).toFixed(1)} s for the shop to settle`);
  await checkPage(baseUrl, target, () => source?.next() ?? cachedVisit!, mode);

  const verifyBody = (body: string) => inMain(body, target.loadMarker);
  const load = (duration: number, rate: number) => {
    const common: Options = { url: `${baseUrl}/`, connections: plan.connections, duration, verifyBody };
    if (!source) {
      const visit = cachedVisit!;
      return {
        options: { ...common, url: `${baseUrl}${visit.path}`, headers: languageCookie(visit.language) },
      };
    }
    const fresh = freshRequests(source, perConnection(rate, duration, plan.connections));
    return { options: { ...common, setupClient: fresh.setupClient }, ranOut: fresh.ranOut };
  };

  const warmUp = await autocannon(load(plan.warmUpSeconds, expectedRate).options);
  const measured = load(plan.seconds, Math.max(expectedRate, warmUp.requests.average));
  const result = await autocannon(measured.options);
  process.stdout.write(
    `  measured ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`,
  );
  return {
    name: target.name,
    kind: target.kind,
    uncached: source !== undefined,
    result,
    withMarkup: result.requests.total - result.mismatches,
    ranOut: measured.ranOut?.() ?? 0,
    repeated: source?.repeated ?? 0,
    unanswered: (result.requests.sent ?? 0) - result.requests.total,
  };
}
