import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { browserPackages, walk } from './browser-sources';
import { REPO, relative } from './repo-root';

// One layout for the browser packages' texts (issue 29): each feature, or shared part, keeps its
// i18next strings beside its code in a `locales` folder that holds exactly es-ES.json and
// en-US.json, read by its package's loader; no package keeps a `src/locales/<lang>/` tree. The
// two files have the same keys, nested keys compared, so a text missing in one language fails
// here rather than on a page. Plural forms are compared by their base key: each language has its
// own (Castellano's `_many`, which English has not).

const LANGUAGES = ['es-ES', 'en-US'] as const;
const LOCALE_FILES = LANGUAGES.map((language) => `${language}.json`);

/**
 * Packages whose locales files hold the top-level keys their code reads (`{ "frame": … }`) and
 * whose loader spreads them into one namespace: two files with the same top-level key would
 * silently hide one another's texts. The other packages' loaders nest each file under its
 * feature's key (`cart: cartEs`).
 */
const SPREAD_PACKAGES = ['shell', 'mf-catalog'];

const packages = browserPackages();
const localesFolders = packages.flatMap((workspace) =>
  walk(path.join(REPO, workspace, 'src')).folders.filter((dir) => path.basename(dir) === 'locales'),
);

const readTexts = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** A text's nested key paths (`frame.header.account`), plural forms under their base key. */
function keyPaths(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    return [prefix.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, '')];
  }
  return Object.entries(texts).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** `folder: only in <language>: key` for each key one language has and the other has not. */
function languageGaps(folder: string): string[] {
  const [first, second] = LANGUAGES.map(
    (language) => new Set(keyPaths(readTexts(path.join(folder, `${language}.json`)))),
  );
  const onlyIn = (language: string, own: Set<string>, other: Set<string>) =>
    [...own]
      .filter((key) => !other.has(key))
      .map((key) => `${relative(folder)}: only in ${language}: ${key}`);
  return [...onlyIn(LANGUAGES[0], first!, second!), ...onlyIn(LANGUAGES[1], second!, first!)];
}

/** The locales files a package's modules import, as repository paths. */
function importedLocaleFiles(workspace: string): Set<string> {
  const modules = walk(path.join(REPO, workspace, 'src')).files.filter((file) => /\.tsx?$/.test(file));
  return new Set(
    modules.flatMap((module) =>
      [...readFileSync(module, 'utf8').matchAll(/from '(\.{1,2}\/(?:[^']*\/)?locales\/[\w-]+\.json)'/g)].map(
        (match) => relative(path.resolve(path.dirname(module), match[1]!)),
      ),
    ),
  );
}

describe("where the browser packages' texts live", () => {
  it('finds the browser packages and their locales folders', () => {
    expect(packages).toEqual(expect.arrayContaining(['remote-kit', 'shell', 'mf-catalog', 'mf-account']));
    expect(packages).not.toContain('api');
    expect(localesFolders.length).toBeGreaterThan(packages.length);
  });

  it('keeps no package-wide src/locales/ folder', () => {
    expect(packages.filter((workspace) => existsSync(path.join(REPO, workspace, 'src', 'locales')))).toEqual(
      [],
    );
  });

  it('keeps exactly es-ES.json and en-US.json in each locales folder', () => {
    const misfits = localesFolders
      .map((folder) => ({ folder, entries: readdirSync(folder).sort() }))
      .filter(({ entries }) => entries.join() !== [...LOCALE_FILES].sort().join())
      .map(({ folder, entries }) => `${relative(folder)}: ${entries.join(', ')}`);
    expect(misfits).toEqual([]);
  });

  it('has the same keys in both languages, nested keys compared', () => {
    const withBoth = localesFolders.filter((folder) =>
      LOCALE_FILES.every((file) => existsSync(path.join(folder, file))),
    );
    expect(withBoth.flatMap(languageGaps)).toEqual([]);
  });

  it("has every locales file read by a module of its package (its loader's import)", () => {
    const unread = packages.flatMap((workspace) => {
      const imported = importedLocaleFiles(workspace);
      return localesFolders
        .filter((folder) => relative(folder).startsWith(`${workspace}/`))
        .flatMap((folder) => LOCALE_FILES.map((file) => relative(path.join(folder, file))))
        .filter((file) => !imported.has(file));
    });
    expect(unread).toEqual([]);
  });

  it.each(SPREAD_PACKAGES)('keeps each top-level key of %s in one locales folder', (workspace) => {
    const owners = new Map<string, string[]>();
    for (const folder of localesFolders.filter((dir) => relative(dir).startsWith(`${workspace}/`))) {
      for (const key of Object.keys(readTexts(path.join(folder, LOCALE_FILES[0]!)) as object)) {
        owners.set(key, [...(owners.get(key) ?? []), relative(folder)]);
      }
    }
    expect(owners.size).toBeGreaterThan(0);
    expect([...owners].filter(([, folders]) => folders.length > 1)).toEqual([]);
  });
});
