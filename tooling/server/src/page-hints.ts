// What the HTML page can know or ask for at once, before any script runs: what the shell
// reads in the manifests of the releases this server serves (written into the page), the
// manifests of remotes served elsewhere, and the code (and first picture) of the remote that
// owns its path. The browser would otherwise find each of them one round trip after the other.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE_URL,
  DEFAULT_LANGUAGE,
  REMOTE_NAMES,
  ROUTES,
  type RemoteName,
  apiLanguage,
  fillPath,
  getProductCall,
  getTypeProductsCall,
  toQueryString,
} from 'shared-contracts';
import { matchesPattern } from 'shell/route-ownership';
import { remoteDir, remoteReleasesDir } from './shop-layout';

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style' | 'image';
  /** The page's most important picture (its LCP candidate). */
  highPriority?: boolean;
}

/** The parts of a release's mf-manifest.json the hints and the shell use. */
interface ReleaseManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
  shop?: { mounts?: string[]; pages?: Record<string, { js?: string[]; css?: string[] }> };
}

/** A page's main picture, by the remote and path that show it (a hashed file of its release). */
const PAGE_IMAGES: ReadonlyArray<{ remote: RemoteName; pattern: string; file: RegExp }> = [
  // The home's hero video paints its poster first: the page's largest element.
  { remote: 'mf_catalog', pattern: '/', file: /^assets\/hero-poster\.[0-9a-f]+\.webp$/ },
];

/** Where a remote's releases are on disk. */
type ReleasesDir = (remote: RemoteName) => string;

/**
 * The first API call of a page, started with the document instead of after the remote's code:
 * the exact URL the page's client will fetch for a visitor in the default language (another
 * language or a signed-in customer asks for another URL; the preload is then unused).
 */
const PAGE_DATA: ReadonlyArray<{ pattern: string; url: (param: string) => string | undefined }> = [
  {
    pattern: ROUTES.typeProducts,
    url: (name) =>
      API_BASE_URL +
      fillPath(getTypeProductsCall.path, { name }) +
      toQueryString({ page: 1, language: apiLanguage(DEFAULT_LANGUAGE) }),
  },
  {
    pattern: ROUTES.product,
    url: (id) =>
      /^[1-9]\d{0,9}$/.test(id)
        ? API_BASE_URL +
          fillPath(getProductCall.path, { id }) +
          toQueryString({ language: apiLanguage(DEFAULT_LANGUAGE) })
        : undefined,
  },
];

/** The value of a pattern's one parameter (`/products/:productId` → the id), when the path matches. */
function paramOf(pattern: string, pathname: string): string | undefined {
  if (!matchesPattern(pattern, pathname)) return undefined;
  const index = pattern.split('/').findIndex((part) => part.startsWith(':'));
  const segment = pathname.split('/')[index];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The entry of a table by route pattern (a build's pages) whose pattern matches `pathname`. */
export function pageAt<T>(pages: Readonly<Record<string, T>>, pathname: string): T | undefined {
  return Object.entries(pages).find(([pattern]) => matchesPattern(pattern, pathname))?.[1];
}

/** A release never changes once published: what was read of it is kept. */
const manifests = new Map<string, ReleaseManifest>();
const assetLists = new Map<string, string[]>();

/** The release folder on disk of a registry entry this server serves (/mf/<dir>/<release>/…). */
function releaseFolder(remote: RemoteName, entry: string, releasesDir: ReleasesDir): string | undefined {
  const match = new RegExp(`^/mf/${remoteDir(remote)}/([\\w.-]+)/mf-manifest\\.json$`).exec(entry);
  return match ? path.join(releasesDir(remote), match[1]!) : undefined;
}

function readManifest(folder: string): ReleaseManifest | undefined {
  let manifest = manifests.get(folder);
  if (manifest) return manifest;
  const file = path.join(folder, 'mf-manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
  } catch {
    return undefined;
  }
  manifests.set(folder, manifest);
  return manifest;
}

function releaseAssets(folder: string): string[] {
  let files = assetLists.get(folder);
  if (!files) {
    const dir = path.join(folder, 'assets');
    files = existsSync(dir) ? readdirSync(dir).map((name) => `assets/${name}`) : [];
    assetLists.set(folder, files);
  }
  return files;
}

interface ServedRelease {
  remote: RemoteName;
  folder: string;
  manifest: ReleaseManifest;
  /** The release's URL folder, ending in '/'. */
  base: string;
}

const remoteEntryOf = ({ manifest, base }: ServedRelease): string | undefined => {
  const remoteEntry = manifest.metaData?.remoteEntry;
  return remoteEntry?.name ? `${base}${remoteEntry.path ?? ''}${remoteEntry.name}` : undefined;
};

/** The releases of the registry that this server has on disk (not those of split mode). */
function servedReleases(
  registry: Partial<Record<RemoteName, string>>,
  releasesDir: ReleasesDir,
): Array<ServedRelease & { entry: string }> {
  const served: Array<ServedRelease & { entry: string }> = [];
  for (const remote of REMOTE_NAMES) {
    const entry = registry[remote];
    const folder = entry ? releaseFolder(remote, entry, releasesDir) : undefined;
    const manifest = folder ? readManifest(folder) : undefined;
    if (entry && folder && manifest)
      served.push({ remote, folder, manifest, entry, base: entry.slice(0, entry.lastIndexOf('/') + 1) });
  }
  return served;
}

/** What the shell reads of a release's manifest: where its remoteEntry is, its exposes' names, its paths. */
export interface ManifestDigest {
  metaData: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes: Array<{ name?: string }>;
  shop?: { mounts?: string[] };
}

/**
 * What the shell reads of each served release's mf-manifest.json (composition/remote-entry.ts,
 * remote-mounts.ts, remote-services.ts), by the manifest's URL in the registry: written into
 * the page, it saves the page a request per remote before any remote code can load. Its
 * assets lists and shared versions stay out: the hints and the runtime do not need them here.
 */
export function manifestDigests(
  registry: Partial<Record<RemoteName, string>>,
  releasesDir: ReleasesDir = remoteReleasesDir,
): Record<string, ManifestDigest> {
  const digests: Record<string, ManifestDigest> = {};
  for (const { entry, manifest } of servedReleases(registry, releasesDir)) {
    const { publicPath, remoteEntry } = manifest.metaData ?? {};
    digests[entry] = {
      metaData: { ...(publicPath !== undefined && { publicPath }), ...(remoteEntry && { remoteEntry }) },
      exposes: (manifest.exposes ?? []).map(({ name }) => ({ name })),
      ...(manifest.shop?.mounts && { shop: { mounts: manifest.shop.mounts } }),
    };
  }
  return digests;
}

/** An expose's first files: its scripts, then its styles. */
function exposeHints(release: ServedRelease, name: string): PreloadHint[] {
  const expose = release.manifest.exposes?.find((candidate) => candidate.name === name);
  if (!expose) return [];
  const remoteEntry = remoteEntryOf(release);
  return [
    ...(remoteEntry ? [{ href: remoteEntry, as: 'script' as const }] : []),
    ...(expose.assets?.js?.sync ?? []).map((file) => ({ href: release.base + file, as: 'script' as const })),
    ...(expose.assets?.css?.sync ?? []).map((file) => ({ href: release.base + file, as: 'style' as const })),
  ];
}

/**
 * The files of the page's own lazy chunk (and the split chunks it needs), by the route
 * pattern the release publishes for it (tooling/build/publish-mounts-plugin.mjs): without them the
 * browser asks for the page's code only once the routes have run.
 */
function pageChunkHints({ manifest, base }: ServedRelease, pathname: string): PreloadHint[] {
  const page = pageAt(manifest.shop?.pages ?? {}, pathname);
  return [
    ...(page?.js ?? []).map((file) => ({ href: base + file, as: 'script' as const })),
    ...(page?.css ?? []).map((file) => ({ href: base + file, as: 'style' as const })),
  ];
}

/** The page's main picture, when the remote that owns the path has one for it. */
function pageImageHints({ remote, folder, base }: ServedRelease, pathname: string): PreloadHint[] {
  const hints: PreloadHint[] = [];
  for (const image of PAGE_IMAGES) {
    if (image.remote !== remote || !matchesPattern(image.pattern, pathname)) continue;
    const file = releaseAssets(folder).find((name) => image.file.test(name));
    if (file) hints.push({ href: base + file, as: 'image', highPriority: true });
  }
  return hints;
}

/**
 * Hints for one page: the manifest of every named remote served elsewhere (the shell reads
 * them all to route; those served here are in the page), then for the remote that owns the
 * path, its remoteEntry, its routes' first chunks and styles, the page's own chunk and the
 * page's main picture, then the boot services every page starts (a remote's `service` expose).
 * Remotes served from elsewhere (split mode) get their manifest only.
 */
export function pageHints(
  registry: Partial<Record<RemoteName, string>>,
  pathname: string,
  releasesDir: ReleasesDir = remoteReleasesDir,
  search = '',
): PreloadHint[] {
  const hints: PreloadHint[] = [];
  // A listing's filters, sort or page in the query change its call: only the plain page is known.
  if (!search)
    for (const data of PAGE_DATA) {
      const param = paramOf(data.pattern, pathname);
      const url = param === undefined ? undefined : data.url(param);
      if (url) hints.push({ href: url, as: 'fetch' });
    }
  const served = servedReleases(registry, releasesDir);
  // The manifests of the releases served here are in the page (manifestDigests).
  for (const remote of REMOTE_NAMES) {
    const entry = registry[remote];
    if (entry && !served.some((release) => release.remote === remote))
      hints.push({ href: entry, as: 'fetch' });
  }
  const owner = served.find(({ manifest }) =>
    manifest.shop?.mounts?.some((pattern) => matchesPattern(pattern, pathname)),
  );
  if (owner)
    hints.push(
      ...exposeHints(owner, 'routes'),
      ...pageChunkHints(owner, pathname),
      ...pageImageHints(owner, pathname),
    );
  for (const release of served) hints.push(...exposeHints(release, 'service'));
  // A remote's entry is named by its routes and its service: once is enough.
  return hints.filter((hint, index) => hints.findIndex((other) => other.href === hint.href) === index);
}
