import { availableParallelism } from 'node:os';
import { type InProcessApi } from './api-in-process';
import { NotRenderedError } from './page-queue';
import { RenderGeneration } from './render-generation';
import { type RenderedPages } from './rendered-pages';
import { type PageRequest, type RenderedPage } from 'shared-contracts';

export interface RenderPoolOptions {
  /** The shell's server renderer, shell/dist/server/render.js (of the shell release served). */
  rendererFile: string;
  /** The shop's own origin, for registry URLs written as paths, and the API's absolute base. */
  origin: string;
  apiBaseUrl: string;
  /** How long a remote's server build may take to load and fetch its page's data (ms). */
  remoteBudgetMs?: number;
  /** How long a whole page may take before the browser renders it instead (ms). */
  pageBudgetMs?: number;
  /** Workers per generation. */
  workers?: number;
  /** Answers the workers' API calls in process (the shop's own API); else they go over HTTP. */
  api?: InProcessApi | undefined;
}

/** What a pool may keep besides: its rendered pages, following the catalogue's changes. */
export interface RenderPoolKeeping {
  pages?: RenderedPages;
}

export const REMOTE_BUDGET_MS = 300;
const PAGE_BUDGET_MS = 1500;
/** At most one line this often about pages the busy workers left to the browser. */
const BUSY_LOG_EVERY_MS = 10_000;

/** A release map as a key: the same releases in any order are the same generation. */
function releasesKey(releases: Record<string, string | undefined>): string {
  return JSON.stringify(Object.entries(releases).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Renders pages on worker threads, one generation of workers per release map (/remotes.json's
 * content). A page rendered with a map is rendered by workers that loaded exactly those
 * releases; when the map changes, the next page starts a new generation and the old one ends
 * after its last page. Nothing of a remote's old release stays in the process.
 */
export class RenderPool {
  private current: { key: string; generation: RenderGeneration } | undefined;
  private readonly options: Required<Omit<RenderPoolOptions, 'api'>> & Pick<RenderPoolOptions, 'api'>;
  private busy = { pages: 0, loggedAt: 0 };

  constructor(
    options: RenderPoolOptions,
    private readonly keeping: RenderPoolKeeping = {},
  ) {
    this.options = {
      remoteBudgetMs: REMOTE_BUDGET_MS,
      pageBudgetMs: PAGE_BUDGET_MS,
      workers: Math.min(2, availableParallelism()),
      ...options,
    };
  }

  private generationFor(releases: Record<string, string | undefined>): RenderGeneration {
    const key = releasesKey(releases);
    if (this.current?.key === key) return this.current.generation;
    this.current?.generation.retire();
    const { rendererFile, origin, apiBaseUrl, remoteBudgetMs, workers, api } = this.options;
    const generation = new RenderGeneration({
      rendererFile,
      renderer: { releases, origin, apiBaseUrl, remoteBudgetMs },
      workers,
      maxWaitMs: this.options.pageBudgetMs,
      api,
    });
    this.current = { key, generation };
    return generation;
  }

  /**
   * The page rendered with `releases`, or undefined when it could not be within the page's
   * budget, or the workers are too busy to: the browser then renders it, as it would any page.
   * `visitorGone` aborts when nobody waits for the page any more. With `pages`, a page kept
   * is answered as kept.
   */
  render(
    releases: Record<string, string | undefined>,
    request: PageRequest,
    visitorGone?: AbortSignal,
  ): Promise<RenderedPage | undefined> {
    const render = () => this.renderNow(releases, request, visitorGone);
    const { pages } = this.keeping;
    return pages ? pages.get(releasesKey(releases), request, render) : render();
  }

  private async renderNow(
    releases: Record<string, string | undefined>,
    request: PageRequest,
    visitorGone?: AbortSignal,
  ): Promise<RenderedPage | undefined> {
    const generation = this.generationFor(releases);
    const budget = AbortSignal.timeout(this.options.pageBudgetMs);
    const signal = visitorGone ? AbortSignal.any([budget, visitorGone]) : budget;
    if (signal.aborted) return undefined;
    const givenUp = new Promise<undefined>((resolve) =>
      signal.addEventListener('abort', () => resolve(undefined), { once: true }),
    );
    try {
      return await Promise.race([generation.render(request, signal), givenUp]);
    } catch (error) {
      if (error instanceof NotRenderedError) this.noteBusy();
      else console.warn(`[render] ${request.url} renders in the browser:`, String(error));
      return undefined;
    }
  }

  private noteBusy(): void {
    this.busy.pages += 1;
    const now = Date.now();
    if (now - this.busy.loggedAt < BUSY_LOG_EVERY_MS) return;
    console.warn(`[render] the workers were busy: ${this.busy.pages} pages left to the browser`);
    this.busy = { pages: 0, loggedAt: now };
  }

  /** Ends every worker (the server is stopping). */
  async close(): Promise<void> {
    await this.current?.generation.end();
    this.current = undefined;
  }
}
