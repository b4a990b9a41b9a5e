import { type PageRequest, type RenderedPage } from 'shared-contracts';
import { TagHolds, TaggedCache } from 'api/caching';

/** Pages kept: at most this many, and this many characters of markup, head and data blocks. */
const MAX_PAGES = 10_000;
const MAX_CHARS = 32 * 1024 * 1024;
/**
 * A change of the catalogue drops every page at once; this bounds the age of anything else a
 * page may show (a date).
 */
const MAX_AGE_MS = 60_000;
/** Every page's one tag: any product may show on any page. */
const CATALOGUE = 'catalogue';

/**
 * Server-rendered pages, kept as rendered: a page is the same for every visitor who asks it
 * with the same releases, address, origin, language and layout (nothing personal is ever
 * rendered on the server), where a render took a worker 10–50 ms and calls to the API. What a
 * page shows of the catalogue (products, prices, stock) may be any product, so every change
 * of the catalogue drops every page. The pages follow the catalogue as the API's own caches do
 * (api's CatalogFollower, given to buildApp among `catalogFollowers`): while a change this
 * process is about to commit (a sale) is held, nothing is kept; a page whose render began
 * before a change is handed to its visitor but not kept. Neither is a page whose remote
 * rendered in the browser instead (a fault, a budget spent).
 */
export class RenderedPages {
  private readonly pages = new TaggedCache<RenderedPage>({
    max: MAX_PAGES,
    maxSize: MAX_CHARS,
    sizeOf: (page) => page.html.length + page.head.length + page.blocks.length,
    ttlMs: MAX_AGE_MS,
  });
  private readonly holds = new TagHolds();

  /** The page as kept, or as `render` makes it (and kept, if nothing changed meanwhile). */
  async get(
    releasesKey: string,
    request: PageRequest,
    render: () => Promise<RenderedPage | undefined>,
  ): Promise<RenderedPage | undefined> {
    const { url, publicOrigin = '', language, mobile } = request;
    const key = JSON.stringify([releasesKey, url, publicOrigin, language, mobile]);
    const kept = this.pages.peek(key);
    if (kept) return kept;
    const startedAt = this.pages.epoch;
    const page = await render();
    if (page && page.state.remote?.rendered !== false && !this.holds.any)
      this.pages.keep(key, { value: page, tags: [CATALOGUE] }, startedAt);
    return page;
  }

  /** A committed change of the catalogue (on any instance). */
  apply(): void {
    this.pages.invalidate([CATALOGUE]);
  }

  /** A change about to commit: nothing is kept until `release(tags)` (its notice) or `ms`. */
  hold(tags: readonly string[], ms: number): void {
    this.pages.invalidate([CATALOGUE]);
    this.holds.hold(tags, ms);
  }

  release(tags: readonly string[]): void {
    this.holds.release(tags);
  }

  get size(): number {
    return this.pages.size;
  }
}
