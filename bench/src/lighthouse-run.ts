// One Lighthouse run (its CLI, default = mobile preset with simulated throttling) on Debian's
// Chromium, reduced to the figures issue 12 sets targets on.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from 'tooling-testing/browser';
import { type MainThreadFigures, mainThreadFigures } from './lighthouse-trace';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(__filename).resolve('lighthouse/cli/index.js');

export interface LighthouseFigures {
  /** 0–100 */
  performance: number;
  accessibility: number;
  /** Lighthouse's SEO category (issue 25: 100 on home, listing and product). */
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Read from the run's trace; absent when it holds no first contentful paint. */
  mainThread?: MainThreadFigures | undefined;
}

type Category = 'performance' | 'accessibility' | 'seo';

interface LighthouseRun {
  report: LighthouseReport;
  mainThread?: MainThreadFigures | undefined;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null }>;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium refuses to sandbox itself as root.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART) and asks to run again. */
const ATTEMPTS = 3;

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { report, mainThread } = await reportOf(url, ['performance', 'accessibility', 'seo']);
  const score = (category: Category) => categoryScore(report, category);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mainThread,
  };
}

export interface SeoAudit {
  /** 0–100 */
  score: number;
  /** The SEO audits the page failed, by id ('document-title', 'hreflang', ...). */
  failed: string[];
}

/** Lighthouse's SEO category alone (a few seconds a page): its score and the audits that failed. */
export async function runSeoAudit(url: string): Promise<SeoAudit> {
  const { report } = await reportOf(url, ['seo']);
  const failed = (report.categories.seo.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return { score: categoryScore(report, 'seo'), failed };
}

const categoryScore = (report: LighthouseReport, category: Category) =>
  Math.round((report.categories[category].score ?? 0) * 100);

async function reportOf(url: string, categories: Category[]): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, categories);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = (error instanceof Error ? error.message : String(error)).trim().split('\n').at(-1);
      process.stderr.write(`Lighthouse failed on ${url}, running it again: ${reason}\n`);
    }
  }
}

async function runOnce(url: string, categories: Category[]): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        `--only-categories=${categories.join(',')}`,
        '--disable-full-page-screenshot',
        // Its trace, for the main thread's figures (report-0.trace.json beside the report).
        ...(categories.includes('performance') ? ['--save-assets'] : []),
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: dir }, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    const tracePath = path.join(dir, 'report-0.trace.json');
    if (!existsSync(tracePath)) return { report };
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as {
      traceEvents: Parameters<typeof mainThreadFigures>[0];
    };
    return { report, mainThread: mainThreadFigures(trace.traceEvents) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (figures: LighthouseFigures) => number) => medianOf(runs.map(pick));
  const traced = runs.flatMap((figures) => (figures.mainThread ? [figures.mainThread] : []));
  return {
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    seo: median((f) => f.seo),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
    mainThread: traced.length
      ? {
          cpuShare: medianOf(traced.map((f) => f.cpuShare)),
          tbtAtThreadTimeMs: medianOf(traced.map((f) => f.tbtAtThreadTimeMs)),
        }
      : undefined,
  };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
