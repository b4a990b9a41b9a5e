import { type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

/** One version of a file: its bytes, and the validators its answers carry. */
export interface KeptFile {
  body: Buffer;
  /** Spelled as @fastify/send spelled it (W/"size-mtime", hex), so browsers' copies stay valid. */
  etag: string;
  /** The mtime as an HTTP date, and the same in milliseconds (whole seconds, as the date says). */
  lastModified: string;
  modifiedMs: number;
}

export interface KeptFilesOptions {
  folder: string;
  /** At most this many bytes in memory, least recently used out first. */
  maxBytes: number;
  /**
   * For files that may be rewritten under the same name: a kept file's stat is looked at
   * again at most this often. Without it a file, once read, is kept as it was.
   */
  recheckMs?: number;
}

interface Entry {
  file: KeptFile;
  /** Inode, size and mtime when read: any rewrite (in place or by rename) changes one. */
  version: string;
  checkedAt: number;
}

/**
 * The files of one folder, each read once and then answered from memory (kept in lru-cache,
 * least recently used out first by bytes; a file larger than the bound is read each time).
 * Only plain file names are read (no slash, backslash or NUL; no leading dot), so a name
 * never leaves the folder and no hidden file is served.
 */
export class KeptFiles {
  private readonly entries: LRUCache<string, Entry>;
  private readonly reading = new Map<string, Promise<KeptFile | undefined>>();

  constructor(private readonly options: KeptFilesOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.file.body.length),
    });
  }

  /** The file from memory (a use, for least recently used), touching no disk on this turn. */
  kept(name: string): KeptFile | undefined {
    const entry = this.entries.get(name);
    if (entry && this.options.recheckMs !== undefined) this.recheckIfDue(name, entry, this.options.recheckMs);
    return entry?.file;
  }

  /** Reads the file and keeps it (concurrent callers share one read); undefined when there is no such file. */
  read(name: string): Promise<KeptFile | undefined> {
    if (!isPlainFileName(name)) return Promise.resolve(undefined);
    let reading = this.reading.get(name);
    if (!reading) {
      reading = this.load(name).finally(() => this.reading.delete(name));
      this.reading.set(name, reading);
    }
    return reading;
  }

  private async load(name: string): Promise<KeptFile | undefined> {
    const path = join(this.options.folder, name);
    // The stat before the bytes: a rewrite between the two keeps new bytes under the old
    // version, which the next re-check replaces (the other order would keep old bytes for good).
    const stats = await orMissing(stat(path));
    if (!stats?.isFile()) return undefined;
    const body = await orMissing(readFile(path));
    if (!body) return undefined;
    const entry = { file: keptFile(body, stats), version: versionOf(stats), checkedAt: Date.now() };
    this.entries.set(name, entry);
    return entry.file;
  }

  /**
   * A stat in the background, at most once per interval, while the kept bytes go on being
   * served; a changed or vanished file is dropped, and the next request reads it anew. Chosen
   * over fs.watch, which misses changes on some file systems (network shares, some container
   * mounts), stops when the folder itself is replaced, and holds a handle to close on shutdown.
   */
  private recheckIfDue(name: string, entry: Entry, recheckMs: number): void {
    const now = Date.now();
    if (now - entry.checkedAt < recheckMs) return;
    entry.checkedAt = now;
    const dropIfKept = () => {
      if (this.entries.peek(name) === entry) this.entries.delete(name);
    };
    stat(join(this.options.folder, name)).then((stats) => {
      if (!stats.isFile() || versionOf(stats) !== entry.version) dropIfKept();
    }, dropIfKept);
  }
}

/** A name of a file right in the folder: not a path, nor a hidden file (`.`, `..` and the seed's markers). */
export function isPlainFileName(name: string): boolean {
  return name !== '' && !name.startsWith('.') && !/[/\\\0]/.test(name);
}

function keptFile(body: Buffer, stats: Stats): KeptFile {
  return {
    body,
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime.toUTCString(),
    modifiedMs: Math.floor(stats.mtimeMs / 1000) * 1000,
  };
}

function versionOf(stats: Stats): string {
  return `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

/** The result, or undefined when the file is not there (any other failure is thrown). */
async function orMissing<T>(result: Promise<T>): Promise<T | undefined> {
  try {
    return await result;
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}
