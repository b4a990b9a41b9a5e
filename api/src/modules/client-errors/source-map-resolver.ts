import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { LRUCache } from 'lru-cache';
import { type ReleaseRoots, type ReleaseScript, releaseScriptsOf } from './release-files';

/** Where a position of a release's script came from in the shop's sources. */
export interface OriginalPosition {
  /** The source file, from the repository's root: `mf-catalog/src/…`, `shared-contracts/src/…`, `node_modules/…`. */
  source: string;
  line: number;
  /** 1-based, as browsers write columns. */
  column: number;
  /** The original name at that position, when the map kept one. */
  name?: string;
}

/** Parsed maps kept at most, and their text's length in all (a shell map is ~2.5 MB). */
const MAPS_KEPT = 16;
const MAP_TEXT_KEPT = 32 * 1024 * 1024;

interface LoadedMap {
  map: TraceMap;
  packageDir: string;
}

/** webpack://catalog/./src/x.tsx (or ../shared-contracts/src/y.ts) → mf-catalog/src/x.tsx, from the repository's root. */
function sourceFromRoot(source: string, packageDir: string): string {
  const withinPackage = source.replace(/^webpack:\/\/[^/]*\//, '');
  return path.posix.normalize(path.posix.join(packageDir, withinPackage));
}

/**
 * Reads positions of the shop's browser scripts back to their sources, through the hidden
 * source maps each release keeps beside its scripts (`<script>.js.map`, never served). Maps
 * are parsed once and kept, the least recently used out first; a script with no map is
 * remembered as such too, so a report naming it again costs no disk read.
 */
export class SourceMapResolver {
  private readonly maps = new LRUCache<string, Promise<LoadedMap | null>>({
    max: MAPS_KEPT,
    maxSize: MAP_TEXT_KEPT,
    // Sized once loaded: a pending or missing map counts 1.
    sizeCalculation: () => 1,
  });

  constructor(private readonly roots: ReleaseRoots) {}

  /** Where the script at `url` had line `line`, column `column` (both 1-based), or undefined when no release map says. */
  async originalPosition(url: string, line: number, column: number): Promise<OriginalPosition | undefined> {
    for (const script of releaseScriptsOf(url, this.roots)) {
      const loaded = await this.mapOf(script);
      if (!loaded) continue;
      const { map, packageDir } = loaded;
      const found = originalPositionFor(map, { line, column: Math.max(0, column - 1) });
      if (found.source === null) return undefined;
      // As the map wrote it: resolved, `webpack://catalog/../shared-contracts/…` loses its `..`.
      const written = map.sources[map.resolvedSources.indexOf(found.source)] ?? found.source;
      return {
        source: sourceFromRoot(written, packageDir),
        line: found.line,
        column: found.column + 1,
        ...(found.name ? { name: found.name } : {}),
      };
    }
    return undefined;
  }

  private mapOf(script: ReleaseScript): Promise<LoadedMap | null> {
    const key = `${script.file}.map`;
    const kept = this.maps.get(key);
    if (kept) return kept;
    const loaded: Promise<LoadedMap | null> = readFile(key, 'utf8')
      .then((text) => {
        const map = new TraceMap(text);
        // Now its size is known: kept under it, unless it was dropped meanwhile.
        if (this.maps.get(key) === loaded)
          this.maps.set(key, loaded, { size: Math.min(Math.max(1, text.length), MAP_TEXT_KEPT) });
        return { map, packageDir: script.packageDir };
      })
      // No map (or a file that is not one) reads nothing back: the frame stays as sent.
      .catch(() => null);
    this.maps.set(key, loaded);
    return loaded;
  }
}
