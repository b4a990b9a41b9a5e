// One Lighthouse run (its CLI, default = mobile preset with simulated throttling) on Debian's
// Chromium, reduced to the figures issue 12 sets targets on.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../e2e/src/support/browser';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(__filename).resolve('lighthouse/cli/index.js');

export interface LighthouseFigures {
  /** 0–100 */
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
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
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = (error instanceof Error ? error.message : String(error)).trim().split('\n').at(-1);
      process.stderr.write(`Lighthouse failed on ${url}, running it again: ${reason}\n`);
    }
  }
}

async function runOnce(url: string): Promise<LighthouseFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance,accessibility',
        '--disable-full-page-screenshot',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: dir }, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    const score = (category: 'performance' | 'accessibility') =>
      Math.round((report.categories[category].score ?? 0) * 100);
    const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (figures: LighthouseFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
  };
}
