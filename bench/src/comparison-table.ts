// The table `npm run bench` prints: per page, the composed build beside the monolith, the
// ratio, and ✓/✗ against issues 12 and 24's targets (which the composed build must meet).
import { type FirstLoad } from './first-load';
import { type LighthouseFigures } from './lighthouse-run';
import { type MainThreadFigures } from './lighthouse-trace';

export const TARGETS = {
  /** Composed first-load JS ÷ monolith's, on every page. */
  jsRatio: 1.1,
  homeJsKb: 190,
  performance: 95,
  /** How many performance points the composed build may score below the monolith. */
  performanceGap: 3,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
  accessibility: 100,
  seo: 100,
} as const;

export interface PageFigures {
  path: string;
  composed: { load: FirstLoad; lighthouse?: LighthouseFigures | undefined };
  monolith: { load: FirstLoad; lighthouse?: LighthouseFigures | undefined };
}

interface Row {
  figure: string;
  composed: string;
  monolith: string;
  ratio: string;
  target: string;
  met?: boolean | undefined;
}

const KB = 1024;
const ratioOf = (composed: number, monolith: number) => (monolith > 0 ? composed / monolith : Number.NaN);
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–');

function weightRows(page: PageFigures, isHome: boolean): Row[] {
  const { composed, monolith } = page;
  const jsRatio = ratioOf(composed.load.jsGzipBytes, monolith.load.jsGzipBytes);
  const jsKb = composed.load.jsGzipBytes / KB;
  const jsCount = (load: FirstLoad) => load.files.filter((file) => file.kind === 'js').length;
  return [
    {
      figure: 'JS KB (gzip)',
      composed: jsKb.toFixed(1),
      monolith: (monolith.load.jsGzipBytes / KB).toFixed(1),
      ratio: times(jsRatio),
      target: isHome ? `≤ ${TARGETS.jsRatio}× and ≤ ${TARGETS.homeJsKb}` : `≤ ${TARGETS.jsRatio}×`,
      met: jsRatio <= TARGETS.jsRatio && (!isHome || jsKb <= TARGETS.homeJsKb),
    },
    {
      figure: 'CSS KB (gzip)',
      composed: (composed.load.cssGzipBytes / KB).toFixed(1),
      monolith: (monolith.load.cssGzipBytes / KB).toFixed(1),
      ratio: times(ratioOf(composed.load.cssGzipBytes, monolith.load.cssGzipBytes)),
      target: '',
    },
    {
      figure: 'JS files',
      composed: String(jsCount(composed.load)),
      monolith: String(jsCount(monolith.load)),
      ratio: times(ratioOf(jsCount(composed.load), jsCount(monolith.load))),
      target: '',
    },
    {
      figure: 'requests (all)',
      composed: String(composed.load.requests),
      monolith: String(monolith.load.requests),
      ratio: times(ratioOf(composed.load.requests, monolith.load.requests)),
      target: '',
    },
  ];
}

function lighthouseRows(composed: LighthouseFigures, monolith: LighthouseFigures): Row[] {
  return [
    {
      figure: 'performance',
      composed: String(composed.performance),
      monolith: String(monolith.performance),
      ratio: times(ratioOf(composed.performance, monolith.performance)),
      target: `≥ ${TARGETS.performance}, ≥ monolith − ${TARGETS.performanceGap}`,
      met:
        composed.performance >= TARGETS.performance &&
        composed.performance >= monolith.performance - TARGETS.performanceGap,
    },
    {
      figure: 'LCP s',
      composed: (composed.lcpMs / 1000).toFixed(2),
      monolith: (monolith.lcpMs / 1000).toFixed(2),
      ratio: times(ratioOf(composed.lcpMs, monolith.lcpMs)),
      target: `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)}`,
      met: composed.lcpMs <= TARGETS.lcpMs,
    },
    {
      figure: 'TBT ms',
      composed: composed.tbtMs.toFixed(0),
      monolith: monolith.tbtMs.toFixed(0),
      ratio: times(ratioOf(composed.tbtMs, monolith.tbtMs)),
      target: `≤ ${TARGETS.tbtMs}`,
      met: composed.tbtMs <= TARGETS.tbtMs,
    },
    {
      figure: 'CLS',
      composed: composed.cls.toFixed(3),
      monolith: monolith.cls.toFixed(3),
      ratio: '',
      target: `≤ ${TARGETS.cls}`,
      met: composed.cls <= TARGETS.cls,
    },
    fullScoreRow('accessibility', composed.accessibility, monolith.accessibility, TARGETS.accessibility),
    fullScoreRow('SEO', composed.seo, monolith.seo, TARGETS.seo),
    ...mainThreadRows(composed.mainThread, monolith.mainThread),
  ];
}

/**
 * How much the machine's other work stretched the page's tasks in those runs (lighthouse-trace.ts):
 * a reading of the bench's conditions, not a target.
 */
function mainThreadRows(composed?: MainThreadFigures, monolith?: MainThreadFigures): Row[] {
  if (!composed || !monolith) return [];
  const row = (figure: string, pick: (figures: MainThreadFigures) => string): Row => ({
    figure,
    composed: pick(composed),
    monolith: pick(monolith),
    ratio: '',
    target: '',
  });
  return [
    row('main-thread CPU', (figures) => cpuPercent(figures.cpuShare)),
    row('TBT at CPU time', (figures) => figures.tbtAtThreadTimeMs.toFixed(0)),
  ];
}

const cpuPercent = (share: number) => `${(share * 100).toFixed(0)} %`;

/** The whole table as text lines; Lighthouse rows only for pages that have its figures. */
export function comparisonTable(pages: PageFigures[]): string[] {
  const header: Row = {
    figure: 'figure',
    composed: 'composed',
    monolith: 'monolith',
    ratio: 'ratio',
    target: 'target',
  };
  const pathWidth = Math.max(4, ...pages.map((page) => page.path.length)) + 2;
  const line = (pagePath: string, row: Row) =>
    [
      pagePath.padEnd(pathWidth),
      row.figure.padEnd(16),
      row.composed.padStart(9),
      row.monolith.padStart(10),
      row.ratio.padStart(8),
      '   ',
      row.target.padEnd(28),
      row.met === undefined ? '' : row.met ? '✓' : '✗',
    ]
      .join('')
      .trimEnd();

  const lines = [line('page', header)];
  pages.forEach((page) => {
    const { composed, monolith } = page;
    const rows = [
      ...weightRows(page, page.path === '/'),
      ...(composed.lighthouse && monolith.lighthouse
        ? lighthouseRows(composed.lighthouse, monolith.lighthouse)
        : []),
    ];
    rows.forEach((row, rowIndex) => lines.push(line(rowIndex === 0 ? page.path : '', row)));
  });
  return lines;
}

/**
 * The home page's Lighthouse figures beside its two floor pages (bench/src/floor-pages.ts):
 * what the same first paint scores with no script, and with React alone.
 */
export function homeBoundsTable(rows: Array<{ name: string; figures: LighthouseFigures }>): string[] {
  const line = (cells: string[]) =>
    [cells[0]!.padEnd(14), ...cells.slice(1).map((cell) => cell.padStart(12))].join('').trimEnd();
  return [
    line(['home page', 'performance', 'LCP s', 'TBT ms', 'CLS', 'CPU share', 'TBT at CPU']),
    ...rows.map(({ name, figures }) =>
      line([
        name,
        String(figures.performance),
        (figures.lcpMs / 1000).toFixed(2),
        figures.tbtMs.toFixed(0),
        figures.cls.toFixed(3),
        figures.mainThread ? cpuPercent(figures.mainThread.cpuShare) : '',
        figures.mainThread ? figures.mainThread.tbtAtThreadTimeMs.toFixed(0) : '',
      ]),
    ),
  ];
}

/** A Lighthouse category whose target is its full score. */
function fullScoreRow(figure: string, composed: number, monolith: number, target: number): Row {
  return {
    figure,
    composed: String(composed),
    monolith: String(monolith),
    ratio: '',
    target: `= ${target}`,
    met: composed >= target,
  };
}
