import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './repo-root';

// Every file path a document names must exist: docs/**/*.md, README.md and each package's
// README.md (issue 29). A path is a backticked span, a link target, or a word of prose that
// starts with a top-level folder (`api/README.md has…`); fenced code blocks are left out (they
// hold commands, trees and logs). A span is a path when it has a slash and either a file
// extension or a top-level folder as its first segment. URLs, URL paths (`/api/…`), globs,
// placeholders (`{code}`, `<id>`, `…`), command lines, import specifiers (`remote-kit/form`)
// and what only exists at run time (`data/…`, `dist/…`, `DATA_DIR/…`) are not paths here.

/** Paths named and missing that are waiting for a decision: `document: path` → why. */
const KNOWN_MISSING = new Map<string, string>();

/** Folders made by builds, installs and runs: named in documents, never in a clean clone. */
const RUNTIME_SEGMENTS = new Set(['dist', '.build', 'coverage']);
const RUNTIME_TOP_FOLDERS = new Set(['data']);
const NOT_WALKED = new Set(['node_modules', '.git', ...RUNTIME_SEGMENTS]);

const topFolders = readdirSync(REPO, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_WALKED.has(entry.name))
  .map((entry) => entry.name);

/** The package folders (`api`, `tooling/server`): the root package.json's workspaces. */
const packageFolders = (
  JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** The workspaces' import specifiers (`remote-kit/testing`), from each package.json's exports. */
const importSpecifiers = new Set(
  packageFolders.flatMap((folder) => {
    const manifest = path.join(REPO, folder, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    return Object.keys(exports ?? {}).map((key) => path.posix.join(name, key));
  }),
);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

function documents(): string[] {
  const packageReadmes = packageFolders
    .map((folder) => path.join(REPO, folder, 'README.md'))
    .filter((file) => existsSync(file));
  return [path.join(REPO, 'README.md'), ...packageReadmes, ...markdownFiles(path.join(REPO, 'docs'))];
}

const withoutFencedBlocks = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** What a document names that may be a path: backticked spans, link targets, prose paths. */
function mentions(markdown: string): { text: string; link: boolean }[] {
  const prose = withoutFencedBlocks(markdown);
  const spans = [...prose.matchAll(/`([^`]+)`/g)].map((match) => ({ text: match[1]!, link: false }));
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    text: match[1]!.replace(/[#?].*$/, ''),
    link: true,
  }));
  // A path written in plain prose, from a top-level folder: "api/README.md has the rules".
  const bare = [...prose.replace(/`[^`]*`|\]\([^)]*\)/g, ' ').matchAll(/(?<![\w./-])([\w.-]+\/[\w./-]*\w)/g)]
    .map((match) => match[1]!)
    .filter((text) => topFolders.includes(text.split('/')[0]!))
    .map((text) => ({ text, link: false }));
  return [...spans, ...links, ...bare];
}

/** The mention as a repository path, or undefined when it is not one (see the top of the file). */
function asPath({ text, link }: { text: string; link: boolean }): string | undefined {
  const candidate = text.trim().replace(/^\.\//, '');
  if (candidate === '' || /^[a-z][a-z0-9+.-]*:/i.test(candidate)) return undefined; // a URL
  if (/[\s*{}<>…$=?:,|"'()[\]]|\.\.\./.test(candidate.replace(/^(\.\.\/)+/, ''))) return undefined;
  if (/^[/@~#-]/.test(candidate) || importSpecifiers.has(candidate)) return undefined;
  const segments = candidate.replace(/\/$/, '').split('/');
  const first = segments[0]!;
  if (/^[A-Z][A-Z0-9_]+$/.test(first) || RUNTIME_TOP_FOLDERS.has(first)) return undefined;
  if (segments.some((segment) => RUNTIME_SEGMENTS.has(segment))) return undefined;
  if (link) return candidate;
  const hasExtension = /\.[a-z0-9]+$/i.test(segments.at(-1)!);
  if (segments.length < 2 || !(hasExtension || topFolders.includes(first))) return undefined;
  return candidate;
}

/** Every file and folder of the repository but installs, builds and run-time data, from its root. */
function repositoryEntries(): string[] {
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (NOT_WALKED.has(entry.name) || (prefix === '' && RUNTIME_TOP_FOLDERS.has(entry.name))) return [];
      const relative = prefix + entry.name;
      return entry.isDirectory()
        ? [relative, ...walk(path.join(dir, entry.name), `${relative}/`)]
        : [relative];
    });
  return walk(REPO, '');
}

/** A path, and the same without its last segment's extensions (`structured-data.e2e.ts` → `structured-data`). */
function withStems(entry: string): string[] {
  const slash = entry.lastIndexOf('/');
  const name = entry.slice(slash + 1);
  const dots = [...name.matchAll(/(?<=.)\./g)].map((match) => slash + 1 + match.index);
  return [entry, ...dots.map((dot) => entry.slice(0, dot))];
}

const entries = repositoryEntries();
/** Paths from the root, with or without their extensions. */
const fromRoot = new Set(entries.flatMap(withStems));
/** Paths from any folder: every ending of a path at a slash, with or without extensions. */
const fromAnyFolder = new Set(
  entries.flatMap((entry) => {
    const segments = entry.split('/');
    return segments.flatMap((_, start) => withStems(segments.slice(start).join('/')));
  }),
);

/**
 * Whether a path a document names exists. In docs/, from the repository's root (a link also
 * from the document's folder). A README may also write a path from any folder below the root,
 * as its prose does ("the shell's `composition/federation.ts`", "each remote's
 * `src/exposes/mounts.json`"): it must then be the end of an existing path. Either may leave a
 * file's extensions out (`e2e/src/catalog/structured-data`) or name a library's file.
 */
function exists(mentioned: string, document: string): boolean {
  const target = mentioned.replace(/\/$/, '');
  const resolved = path
    .relative(REPO, path.resolve(path.dirname(document), target))
    .split(path.sep)
    .join('/');
  if (fromRoot.has(target) || fromRoot.has(resolved)) return true;
  if (!target.startsWith('../') && existsSync(path.join(REPO, 'node_modules', target))) return true;
  const inDocs = path.relative(REPO, document).startsWith(`docs${path.sep}`);
  return !inDocs && fromAnyFolder.has(target);
}

/** How many paths the documents name, and those missing (`document: path`). */
function namedPaths(): { named: number; missing: string[] } {
  const named = documents().flatMap((document) =>
    mentions(readFileSync(document, 'utf8'))
      .map(asPath)
      .filter((mentioned): mentioned is string => mentioned !== undefined)
      .map((mentioned) => ({ document, mentioned })),
  );
  const missing = named
    .filter(({ document, mentioned }) => !exists(mentioned, document))
    .map(({ document, mentioned }) => `${path.relative(REPO, document)}: ${mentioned}`);
  return { named: named.length, missing: [...new Set(missing)] };
}

describe('file paths named in the documents', () => {
  it('recognises paths and leaves the rest alone', () => {
    const pathOf = (text: string, link = false) => asPath({ text, link });
    expect(pathOf('api/src/app.ts')).toBe('api/src/app.ts');
    expect(pathOf('tooling/build/bundler-runtime/')).toBe('tooling/build/bundler-runtime/');
    expect(pathOf('../api/README.md', true)).toBe('../api/README.md');
    for (const notAPath of [
      'npm run bench',
      'https://example.com/a.js',
      '/api/health/ready',
      'api/src/modules/<domain>/',
      'locales/*/catalog.json',
      'dist/releases/x/',
      'data/outbox/',
      'DATA_DIR/remotes.json',
      'remote-kit/testing',
      'react/jsx-runtime',
      '@module-federation/node',
      'index.ts',
    ]) {
      expect(pathOf(notAPath)).toBeUndefined();
    }
  });

  it('finds at least the README, the package READMEs and docs/', () => {
    const names = documents().map((file) => path.relative(REPO, file));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'api/README.md', 'docs/README.md']));
  });

  it('exist, or are listed as known to be missing', () => {
    const { named, missing } = namedPaths();
    expect(missing.filter((name) => !KNOWN_MISSING.has(name))).toEqual([]);
    // The matcher still sees the documents' paths (a few hundred), not next to none.
    expect(named).toBeGreaterThan(200);
  });

  it('lists as known to be missing only paths that are still named and still missing', () => {
    const { missing } = namedPaths();
    expect([...KNOWN_MISSING.keys()].filter((name) => !missing.includes(name))).toEqual([]);
  });
});
