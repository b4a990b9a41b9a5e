import { type Row } from '../api-bench/table';
import { type PageRow } from './measure-page';

/** The same page measured with server rendering on and off. */
export interface PagePair {
  on: PageRow;
  off: PageRow;
}

// ../api-bench/table.ts formats issue 11's targets; its padding helpers are its own.
const right = (text: string, width: number) => text.padStart(width);
const left = (text: string, width: number) => text.padEnd(width);
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A throughput as a share of another, e.g. "12.5 %". */
const share = (value: number, of: number) => (of > 0 ? `${number((value / of) * 100, 1)} %` : '—');
/** A latency as a multiple of another, e.g. "×8.0". */
const times = (value: number, of: number) => (of > 0 ? `×${number(value / of, 1)}` : '—');

const NAME = 46;
const ON_HEAD = ['req/s', 'of bare', 'of off', 'p99 ms', 'vs bare', 'vs off', 'server markup'];
const ON_WIDTHS = [8, 8, 8, 8, 8, 7, 15];
const OFF_HEAD = ['req/s', 'of bare', 'p99 ms', 'vs bare', 'server markup'];
const OFF_WIDTHS = [8, 8, 8, 8, 15];

const line = (name: string, cells: string[], widths: number[]) =>
  [left(name, NAME), ...cells.map((cell, index) => right(cell, widths[index]!))].join(' ');

const markup = (row: PageRow) => `${number(row.withMarkup)}/${number(row.result.requests.total)}`;

/**
 * Pages per second and p99 latency of each page with server rendering on, beside the bare
 * Fastify route of the same run and the same page with server rendering off (the client-rendered
 * shell), as shares (throughput) and multiples (latency); then the same page off, beside the bare
 * route. "server markup": answers whose <main> held the page's content, of all answers.
 */
export function formatPageTable(pairs: readonly PagePair[], hello: Row): string {
  const bareRate = hello.result.requests.average;
  const bareP99 = hello.result.latency.p99;
  const onCells = ({ on, off }: PagePair) => [
    number(on.result.requests.average),
    share(on.result.requests.average, bareRate),
    share(on.result.requests.average, off.result.requests.average),
    number(on.result.latency.p99, 1),
    times(on.result.latency.p99, bareP99),
    times(on.result.latency.p99, off.result.latency.p99),
    markup(on),
  ];
  const offCells = ({ off }: PagePair) => [
    number(off.result.requests.average),
    share(off.result.requests.average, bareRate),
    number(off.result.latency.p99, 1),
    times(off.result.latency.p99, bareP99),
    markup(off),
  ];
  const onWidth = ON_WIDTHS.reduce((sum, width) => sum + width + 1, 0);
  const groups = `${left('', NAME)}${left(' SERVER_RENDERING=on', onWidth)}  SERVER_RENDERING=off (client-rendered shell)`;
  const head = `${line('page', ON_HEAD, ON_WIDTHS)}  ${line('', OFF_HEAD, OFF_WIDTHS).slice(NAME + 1)}`;
  const bare = [number(bareRate), '100.0 %', '', number(bareP99, 1), '×1.0', '', ''];
  const bareOff = [number(bareRate), '100.0 %', number(bareP99, 1), '×1.0', ''];
  const rows = [
    `${line(hello.name, bare, ON_WIDTHS)}  ${line('', bareOff, OFF_WIDTHS).slice(NAME + 1)}`,
    ...pairs.map(
      (pair) =>
        `${line(pair.on.name, onCells(pair), ON_WIDTHS)}  ${line('', offCells(pair), OFF_WIDTHS).slice(NAME + 1)}`,
    ),
  ];
  return [groups, head, '-'.repeat(head.length), ...rows].join('\n');
}
