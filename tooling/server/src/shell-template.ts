import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type PreloadHint } from './page-hints';

/** The shell's built page and the files its entry fetches as soon as it runs. */
export interface ShellTemplate {
  html: string;
  /** Preloads of the shell's startup files (tooling/build/startup-files-plugin.mjs), in build order. */
  startupHints: PreloadHint[];
}

let cached: { file: string; mtimeMs: number; template: ShellTemplate } | undefined;

function startupHints(shellDist: string): PreloadHint[] {
  const file = path.join(shellDist, 'startup-files.json');
  if (!existsSync(file)) return [];
  try {
    const files: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(files)) return [];
    return files
      .filter((name): name is string => typeof name === 'string' && /^[\w.-]+\.(js|css)$/.test(name))
      .map((name) => ({ href: `/${name}`, as: name.endsWith('.css') ? 'style' : 'script' }));
  } catch {
    return [];
  }
}

/** The shell's built index.html and startup files, read again only when a new build replaced them. */
export function shellTemplate(shellDist: string): ShellTemplate {
  const file = path.join(shellDist, 'index.html');
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs)
    cached = {
      file,
      mtimeMs,
      template: { html: readFileSync(file, 'utf8'), startupHints: startupHints(shellDist) },
    };
  return cached.template;
}
