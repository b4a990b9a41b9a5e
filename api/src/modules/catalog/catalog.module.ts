import { type FastifyBaseLogger } from 'fastify';
import { type DatabaseHandle, type Db } from '../../db/database';
import { CatalogAnswers } from './catalog-answers';
import {
  CATALOG_CHANNEL,
  type CatalogChange,
  parseCatalogNotice,
  tagsOfChange,
  watchLocalChanges,
} from './catalog-changes';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { SearchVocabulary } from './search-vocabulary';

/** How long a change this process makes may take to commit before its hold lapses (a rollback sends no notice). */
const HOLD_MS = 5000;

/**
 * What keeps something made from the catalogue: told of a change this process is about to
 * commit (`hold` its tags until `release` or `ms`) and of every committed change (`apply`).
 */
export interface CatalogFollower {
  hold(tags: readonly string[], ms: number): void;
  release(tags: readonly string[]): void;
  apply(change: CatalogChange): void;
}

export interface Catalog {
  service: CatalogService;
  answers: CatalogAnswers;
  /**
   * Keeps the caches true to the database: every committed change (any instance, any
   * writer: migration 0020's triggers) drops what it makes wrong; a change this process is
   * about to commit (a sale) holds it uncached until then. Resolves to the function that stops.
   */
  watch(database: Pick<DatabaseHandle, 'db' | 'listen'>): Promise<() => Promise<void>>;
  /**
   * Reads every product's card into memory in the background (CatalogService.warmCards), once
   * `watch` keeps the caches true. Returns the function that stops it and waits.
   */
  warm(log: FastifyBaseLogger): () => Promise<void>;
  /**
   * Whether `watch` hears the catalogue's changes now (readiness): its LISTEN connection is up
   * (PostgreSQL), or the embedded session's notices are followed (PGlite).
   */
  listening(): boolean;
}

export function createCatalog(
  db: Db,
  heroImage: (file: string) => string,
  others: readonly CatalogFollower[] = [],
): Catalog {
  const repository = new CatalogRepository(db);
  const service = new CatalogService(
    repository,
    new SearchVocabulary(() => repository.vocabulary()),
    heroImage,
  );
  const answers = new CatalogAnswers();
  let listening = false;
  const followers: readonly CatalogFollower[] = [service, answers, ...others];
  const apply = (change: CatalogChange) => {
    for (const follower of followers) follower.apply(change);
    if (!change.all) {
      const tags = tagsOfChange(change);
      for (const follower of followers) follower.release(tags);
    }
  };
  return {
    service,
    answers,
    listening: () => listening,
    warm: (log) => {
      const stop = new AbortController();
      const started = performance.now();
      const warming = service.warmCards(stop.signal).then(
        (cards) => log.info({ cards, ms: Math.round(performance.now() - started) }, 'catalogue cards read'),
        (error: unknown) => log.warn({ err: error }, 'catalogue cards not read ahead: listings read them'),
      );
      return async () => {
        stop.abort();
        await warming;
      };
    },
    watch: async (database) => {
      const unwatch = watchLocalChanges(database.db, (change) => {
        const tags = tagsOfChange(change);
        for (const follower of followers) follower.hold(tags, HOLD_MS);
      });
      const stop = await database.listen(CATALOG_CHANNEL, {
        notice: (payload) => apply(parseCatalogNotice(payload)),
        lost: () => apply({ all: true }),
        listening: (up) => (listening = up),
      });
      listening = true;
      return async () => {
        listening = false;
        unwatch();
        await stop();
      };
    },
  };
}
