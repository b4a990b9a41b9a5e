import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

let cached: { file: string; mtimeMs: number; html: string } | undefined;

/** The shell's built index.html, read again only when a new build replaced it. */
export function shellTemplate(shellDist: string): string {
  const file = path.join(shellDist, 'index.html');
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs)
    cached = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  return cached.html;
}
