import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type PreloadHint, pageAt } from './page-hints';

/** The shell's built page and the files its entry fetches as soon as it runs. */
export interface ShellTemplate {
  html: string;
  /** Preloads of the shell's startup files (tooling/build/startup-files-plugin.mjs), in build order. */
  startupHints: PreloadHint[];
  /** The files of the shell's own lazy pages (its legal pages), by route pattern. */
  pageHints: Readonly<Record<string, PreloadHint[]>>;
}

let cached: { file: string; mtimeMs: number; template: ShellTemplate } | undefined;

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A list of the build's file names as hints; anything else in it is left out. */
function hintsOf(files: unknown): PreloadHint[] {
  if (!Array.isArray(files)) return [];
  return files
    .filter((name): name is string => typeof name === 'string' && /^[\w.-]+\.(js|css)$/.test(name))
    .map((name) => ({ href: `/${name}`, as: name.endsWith('.css') ? 'style' : 'script' }));
}

function startupHints(shellDist: string): PreloadHint[] {
  return hintsOf(readJson(path.join(shellDist, 'startup-files.json')));
}

/** page-files.json: route pattern → { js, css } of the page's lazy chunk group. */
function pageHints(shellDist: string): ShellTemplate['pageHints'] {
  const pages = readJson(path.join(shellDist, 'page-files.json'));
  if (typeof pages !== 'object' || pages === null) return {};
  return Object.fromEntries(
    Object.entries(pages as Record<string, { js?: unknown; css?: unknown }>).map(([pattern, files]) => [
      pattern,
      [...hintsOf(files?.js), ...hintsOf(files?.css)],
    ]),
  );
}

/** The files of the shell's own page at `pathname`, when the shell has one there. */
export function shellPageHints(template: ShellTemplate, pathname: string): PreloadHint[] {
  return pageAt(template.pageHints, pathname) ?? [];
}

/** The shell's built index.html and startup files, read again only when a new build replaced them. */
export function shellTemplate(shellDist: string): ShellTemplate {
  const file = path.join(shellDist, 'index.html');
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs)
    cached = {
      file,
      mtimeMs,
      template: {
        html: readFileSync(file, 'utf8'),
        startupHints: startupHints(shellDist),
        pageHints: pageHints(shellDist),
      },
    };
  return cached.template;
}
