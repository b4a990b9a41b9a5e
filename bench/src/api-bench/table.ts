import { type Result } from 'autocannon';

export interface Row {
  name: string;
  result: Result;
}

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The table: requests per second, p50 and p99 latency, and throughput as a share of the bare route's. */
export function formatTable(rows: Row[], baseline: Row): string {
  const header = [
    pad('target', 40),
    pad('req/s', 10, true),
    pad('p50 ms', 8, true),
    pad('p99 ms', 8, true),
    pad('vs hello', 10, true),
    pad('non-2xx', 9, true),
  ];
  const lines = [header.join(' '), '-'.repeat(header.join(' ').length)];
  for (const { name, result } of [baseline, ...rows]) {
    const ratio = result.requests.average / baseline.result.requests.average;
    lines.push(
      [
        pad(name, 40),
        pad(number(result.requests.average), 10, true),
        pad(number(result.latency.p50, 1), 8, true),
        pad(number(result.latency.p99, 1), 8, true),
        pad(`${number(ratio * 100, 1)} %`, 10, true),
        pad(String(result.non2xx + result.errors + result.timeouts), 9, true),
      ].join(' '),
    );
  }
  return lines.join('\n');
}
