import { LRUCache } from 'lru-cache';

/** What a load yields: the value and the tags that, invalidated, make it wrong. */
export interface Tagged<V> {
  value: V;
  tags: readonly string[];
}

type Load<V> = () => Promise<Tagged<V>>;

interface Entry<V> {
  value: V;
  tags: readonly string[];
  /** The invalidation count when its load started. */
  startedAt: number;
}

export interface TaggedCacheOptions<V> {
  /** At most this many entries (least recently used out first). */
  max: number;
  /** Optionally, at most this much in total, each entry weighing `sizeOf` (e.g. bytes). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** A safety net only: entries are dropped by tags when what they show changes. */
  ttlMs?: number;
}

/**
 * An in-process cache whose entries carry tags, dropped at once by `invalidate(tags)`.
 * Built on lru-cache: its `fetch` makes concurrent loads of one key share one load, and
 * aborts a load whose key is deleted meanwhile. A load that finishes after an
 * invalidation of one of its tags (its tags are known only then) is handed to its callers
 * but not kept: it may have read the rows before the change. `hold(tags)` does the same
 * for a change not yet committed: what loads meanwhile is not kept until `release`.
 */
export class TaggedCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>, Load<V>>;
  /** The keys of each tag: one key as itself (a product's page, most tags), more as a set. */
  private readonly keysByTag = new Map<string, string | Set<string>>();
  /** Invalidations so far; and, per tag, the count at its latest one. */
  private invalidations = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private clearedAt = 0;
  private readonly holds = new Map<string, NodeJS.Timeout>();

  constructor(options: TaggedCacheOptions<V>) {
    this.entries = new LRUCache<string, Entry<V>, Load<V>>({
      max: options.max,
      ...(options.maxSize && options.sizeOf
        ? { maxSize: options.maxSize, sizeCalculation: (entry) => Math.max(1, options.sizeOf!(entry.value)) }
        : {}),
      ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
      dispose: (entry, key) => this.unindex(key, entry),
      fetchMethod: async (_key, _stale, { context }) => {
        const startedAt = this.invalidations;
        try {
          const { value, tags } = await context();
          return { value, tags, startedAt };
        } catch (error) {
          throw new LoadFailure(error);
        }
      },
    });
  }

  /** The cached value, without loading (and without counting as a use). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** The cached value, or the one `load` makes (shared with concurrent callers of the same key). */
  async fetch(key: string, load: Load<V>): Promise<V> {
    for (let attempt = 0; attempt < 3; attempt++) {
      let entry: Entry<V> | undefined;
      try {
        entry = await this.entries.fetch(key, { context: load });
      } catch (error) {
        if (error instanceof LoadFailure) throw error.cause;
        // Anything else is lru-cache aborting the load: its key was invalidated meanwhile.
        continue;
      }
      if (!entry) continue;
      if (this.isStale(entry)) {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      } else {
        this.index(key, entry);
      }
      return entry.value;
    }
    return (await load()).value;
  }

  /** Drops every entry with one of these tags, and the loads in flight that turn out to have one. */
  invalidate(tags: Iterable<string>): void {
    this.invalidations++;
    // Bounded memory: past this many tags, forget them and count it as a clear for the loads in flight.
    if (this.invalidatedAt.size > MAX_REMEMBERED_TAGS) {
      this.invalidatedAt.clear();
      this.clearedAt = this.invalidations;
    }
    for (const tag of tags) {
      this.invalidatedAt.set(tag, this.invalidations);
      const keys = this.keysByTag.get(tag);
      if (typeof keys === 'string') this.entries.delete(keys);
      else if (keys) for (const key of [...keys]) this.entries.delete(key);
    }
  }

  /** Drops everything. */
  clear(): void {
    this.invalidations++;
    this.clearedAt = this.invalidations;
    this.entries.clear();
    this.keysByTag.clear();
  }

  /**
   * For a change about to commit: invalidates the tags now, and keeps nothing tagged with
   * them until `release(tags)` (the commit's notice) or `ms` (a rollback sends none).
   */
  hold(tags: readonly string[], ms: number): void {
    this.invalidate(tags);
    for (const tag of tags) {
      clearTimeout(this.holds.get(tag));
      const timer = setTimeout(() => this.holds.delete(tag), ms);
      timer.unref();
      this.holds.set(tag, timer);
    }
  }

  release(tags: Iterable<string>): void {
    for (const tag of tags) {
      clearTimeout(this.holds.get(tag));
      this.holds.delete(tag);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private isStale(entry: Entry<V>): boolean {
    if (this.clearedAt > entry.startedAt) return true;
    return entry.tags.some(
      (tag) => this.holds.has(tag) || (this.invalidatedAt.get(tag) ?? 0) > entry.startedAt,
    );
  }

  private index(key: string, entry: Entry<V>): void {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (keys === undefined) this.keysByTag.set(tag, key);
      else if (typeof keys !== 'string') keys.add(key);
      else if (keys !== key) this.keysByTag.set(tag, new Set([keys, key]));
    }
  }

  private unindex(key: string, entry: Entry<V>): void {
    for (const tag of entry.tags ?? []) {
      const keys = this.keysByTag.get(tag);
      if (keys === key) this.keysByTag.delete(tag);
      else if (typeof keys === 'object') {
        keys.delete(key);
        if (keys.size === 0) this.keysByTag.delete(tag);
      }
    }
  }
}

const MAX_REMEMBERED_TAGS = 10_000;

/** The load's own failure, told apart from lru-cache aborting it. */
class LoadFailure extends Error {
  constructor(readonly cause: unknown) {
    super('load failed');
  }
}
