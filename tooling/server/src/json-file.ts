import { readFileSync, statSync } from 'node:fs';

const read = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/**
 * A JSON file's content, or undefined when there is none: read again only when the file
 * changed (its time or size), so a file read on every page (the registry, a remote's latest
 * build) costs a stat, not a read and a parse.
 */
export function jsonFile(file: string): unknown {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) {
    read.delete(file);
    return undefined;
  }
  const known = read.get(file);
  if (known?.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.value;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  read.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, value });
  return value;
}
