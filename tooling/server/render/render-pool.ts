import { availableParallelism } from 'node:os';
import { RenderGeneration } from './render-generation';
import { type PageRequest, type RenderedPage } from './rendered-page';

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
}

export const REMOTE_BUDGET_MS = 300;
const PAGE_BUDGET_MS = 1500;

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
  private readonly options: Required<RenderPoolOptions>;

  constructor(options: RenderPoolOptions) {
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
    const { rendererFile, origin, apiBaseUrl, remoteBudgetMs, workers } = this.options;
    const generation = new RenderGeneration({
      rendererFile,
      renderer: { releases, origin, apiBaseUrl, remoteBudgetMs },
      workers,
    });
    this.current = { key, generation };
    return generation;
  }

  /**
   * The page rendered with `releases`, or undefined when it could not be within the page's
   * budget: the browser then renders it, as it would any page.
   */
  async render(
    releases: Record<string, string | undefined>,
    request: PageRequest,
  ): Promise<RenderedPage | undefined> {
    const generation = this.generationFor(releases);
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.pageBudgetMs);
    });
    try {
      return await Promise.race([generation.render(request), overBudget]);
    } catch (error) {
      console.warn(`[render] ${request.url} renders in the browser:`, String(error));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends every worker (the server is stopping). */
  async close(): Promise<void> {
    await this.current?.generation.end();
    this.current = undefined;
  }
}
