import { LRUCache } from 'lru-cache';
import { TagHolds } from './tag-holds';

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

export interface TaggedCacheOptions<V, K = string> {
  /** At most this many entries (least recently used out first). */
  max: number;
  /** Optionally, at most this much in total, each entry weighing `sizeOf` (e.g. bytes). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** A safety net only: entries are dropped by tags when what they show changes. */
  ttlMs?: number;
  /**
   * For entries whose one tag is their key's (a product's card, by its id): the tag is written
   * from the key and the key read back from a tag, so such entries keep no tags and need no
   * index: three objects fewer each for the garbage collector to trace, among 100,000 cards.
   * Their loads' tags are not kept.
   */
  keyTag?: KeyTag<K>;
}

/** A key's one tag, and the key a tag names (undefined for a tag of something else). */
export interface KeyTag<K> {
  tagOf(key: K): string;
  keyOf(tag: string): K | undefined;
}

/** The tags an entry of a `keyTag` cache keeps: none of its own. */
const NO_TAGS: readonly string[] = Object.freeze([]);

/** A load under way: its result, and the invalidation count when it started. */
interface Loading<V> {
  entry: Promise<Entry<V>>;
  startedAt: number;
}

/**
 * An in-process cache whose entries carry tags, dropped at once by `invalidate(tags)`,
 * kept in lru-cache (least recently used out first, by count and by size). Concurrent
 * callers of one key share one load, unless an invalidation came between: a caller never
 * joins a load that may have read the rows before a change it came after. A load that
 * finishes after an invalidation of one of its tags (its tags are known only then) is
 * handed to its callers but not kept; one that finishes after a clear is loaded again. `hold(tags)` does the same for a change not yet
 * committed: what loads meanwhile is not kept until `release`. (The loads in flight are
 * this class's own, not lru-cache's `fetch`, whose promise, AbortController and second
 * write per load were a tenth of an uncached product page's CPU.)
 */
export class TaggedCache<V extends object, K extends string | number = string> {
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly loading = new Map<K, Loading<V>>();
  /**
   * The keys (strings, or numbers such as product ids) of each tag: one key as itself (a
   * product's page, most tags), more as a set.
   */
  private readonly keysByTag = new Map<string, K | Set<K>>();
  /** Invalidations so far; and, per tag, the count at its latest one. */
  private invalidations = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private clearedAt = 0;
  private readonly holds = new TagHolds();
  private readonly keyTag: KeyTag<K> | undefined;
  /**
   * Reads answered from the cache, and reads that had to load: the metrics read them when
   * scraped. A `peek` counts its hits only: its callers fetch what it missed, which counts then.
   */
  hits = 0;
  misses = 0;

  constructor(options: TaggedCacheOptions<V, K>) {
    this.keyTag = options.keyTag;
    this.entries = new LRUCache<K, Entry<V>>({
      max: options.max,
      ...(options.maxSize && options.sizeOf
        ? { maxSize: options.maxSize, sizeCalculation: (entry) => Math.max(1, options.sizeOf!(entry.value)) }
        : {}),
      ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
      dispose: (entry, key) => this.unindex(key, entry),
    });
  }

  /** The cached value, without loading (a hit counts as a use). */
  peek(key: K): V | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined) return undefined;
    this.hits++;
    return kept.value;
  }

  /** The cached value, or the one `load` makes (shared with concurrent callers of the same key). */
  async fetch(key: K, load: Load<V>): Promise<V> {
    for (let attempt = 1; ; attempt++) {
      const kept = this.entries.get(key);
      if (kept) {
        if (attempt === 1) this.hits++;
        return kept.value;
      }
      if (attempt === 1) this.misses++;
      let loading = this.loading.get(key);
      if (!loading || loading.startedAt !== this.invalidations) loading = this.load(key, load);
      const entry = await loading.entry;
      // A clear (everything may have changed) abandons the loads in flight: load again.
      if (this.clearedAt <= entry.startedAt || attempt === MAX_ATTEMPTS) return entry.value;
    }
  }

  /** The invalidation count now: what a read starting now hands to `keep` as its start. */
  get epoch(): number {
    return this.invalidations;
  }

  /**
   * Keeps a value read outside `fetch` (a warm-up reading many at once) by a read that began at
   * `startedAt` (`epoch` then): unless a change of one of its tags came since, or the key is
   * kept or loading already (what they hold is as new).
   */
  keep(key: K, loaded: Tagged<V>, startedAt: number): void {
    if (this.entries.has(key) || this.loading.has(key)) return;
    const entry = { value: loaded.value, tags: this.keptTags(loaded.tags), startedAt };
    if (this.isStale(key, entry)) return;
    this.entries.set(key, entry);
    this.index(key, entry);
  }

  private load(key: K, load: Load<V>): Loading<V> {
    const startedAt = this.invalidations;
    const entry = load().then(({ value, tags }) => ({ value, tags: this.keptTags(tags), startedAt }));
    const loading = { entry, startedAt };
    this.loading.set(key, loading);
    // Callbacks written inline: a named one would be named again on every load (tsx's
    // keepNames wraps it in a defineProperty, 1 % of an uncached answer's CPU).
    entry.then(
      (loaded) => {
        this.settled(key, loading);
        if (this.isStale(key, loaded)) return;
        this.entries.set(key, loaded);
        this.index(key, loaded);
      },
      () => this.settled(key, loading),
    );
    return loading;
  }

  private settled(key: K, loading: Loading<V>): void {
    if (this.loading.get(key) === loading) this.loading.delete(key);
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
      if (this.keyTag) {
        const key = this.keyTag.keyOf(tag);
        if (key !== undefined) this.entries.delete(key);
        continue;
      }
      const keys = this.keysByTag.get(tag);
      if (keys instanceof Set) for (const key of [...keys]) this.entries.delete(key);
      else if (keys !== undefined) this.entries.delete(keys);
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
    this.holds.hold(tags, ms);
  }

  release(tags: Iterable<string>): void {
    this.holds.release(tags);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The tags an entry keeps: a `keyTag` cache's write theirs from their keys. */
  private keptTags(tags: readonly string[]): readonly string[] {
    return this.keyTag ? NO_TAGS : tags;
  }

  private isStale(key: K, entry: Entry<V>): boolean {
    if (this.clearedAt > entry.startedAt) return true;
    const tags = this.keyTag ? [this.keyTag.tagOf(key)] : entry.tags;
    return tags.some((tag) => this.holds.has(tag) || (this.invalidatedAt.get(tag) ?? 0) > entry.startedAt);
  }

  private index(key: K, entry: Entry<V>): void {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (keys === undefined) this.keysByTag.set(tag, key);
      else if (keys instanceof Set) keys.add(key);
      else if (keys !== key) this.keysByTag.set(tag, new Set([keys, key]));
    }
  }

  private unindex(key: K, entry: Entry<V>): void {
    for (const tag of entry.tags ?? []) {
      const keys = this.keysByTag.get(tag);
      if (keys === key) this.keysByTag.delete(tag);
      else if (keys instanceof Set) {
        keys.delete(key);
        if (keys.size === 0) this.keysByTag.delete(tag);
      }
    }
  }
}

const MAX_REMEMBERED_TAGS = 10_000;
/** Loads of one fetch at most, when clears keep coming. */
const MAX_ATTEMPTS = 3;
