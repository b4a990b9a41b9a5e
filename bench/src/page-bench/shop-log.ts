import { readFileSync } from 'node:fs';

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** A JSON line of the API's logger as its level, message and error, or the line itself. */
function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      err?: { type?: string; message?: string };
    };
    const error = entry.err ? `: ${entry.err.type ?? 'Error'} ${entry.err.message ?? ''}` : '';
    return `API ${LEVELS[entry.level ?? 0] ?? entry.level} ${entry.msg ?? ''}${error}`;
  } catch {
    return line;
  }
}

/** A log line with its addresses' queries and its numbers blurred, so alike lines count as one. */
const kindOf = (line: string) => readable(line).replace(/\?\S*/g, '?…').replace(/\d+/g, 'N').slice(0, 160);

/**
 * What the shop wrote to its log, grouped: the number of entries (lines not indented, so a stack
 * trace counts with its error) and the commonest kinds, most frequent first.
 */
export function summariseLog(file: string, kinds = 6): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return ['(no log)'];
  }
  const entries = text.split('\n').filter((line) => line.trim() !== '' && !/^\s/.test(line));
  if (entries.length === 0) return ['nothing'];
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(kindOf(entry), (counts.get(kindOf(entry)) ?? 0) + 1);
  const commonest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, kinds);
  return [
    `${entries.length} entries, ${counts.size} kinds:`,
    ...commonest.map(([kind, count]) => `  ${String(count).padStart(6)} × ${kind}`),
  ];
}
