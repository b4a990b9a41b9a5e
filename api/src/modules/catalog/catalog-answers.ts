import { createHash } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import { namesEtag } from '../../http/not-modified';
import { type Tagged, TaggedCache } from '../../lib/tagged-cache';
import { type CatalogChange, tagsOfChange } from './catalog-changes';

/**
 * An answer as sent: its JSON already encoded as UTF-8 (encoding a 10 KB string with accents
 * on every send was a third of a kept answer's CPU time), its entity tag and how long
 * browsers may keep it.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  cacheControl: string;
}

/**
 * What browsers may do with an answer. Stock shows in every product list and page, so those
 * are revalidated on every use (`no-cache`: a 304 when nothing changed); a collection shows
 * no stock, only its types, which change with the shop's structure: a minute, then a stale
 * copy while a fresh one loads.
 */
export const CACHE_CONTROL = {
  showsStock: 'no-cache',
  structure: 'public, max-age=60, stale-while-revalidate=600',
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
/** Answers kept: entries and bytes of JSON (a listing page is about 10 KB). */
const MAX_ANSWERS = 50_000;
const MAX_BYTES = 128 * 1024 * 1024;
/** A safety net only: changes drop answers at once (catalog-changes.ts). */
const MAX_AGE_MS = 10 * 60_000;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The catalogue's answers, kept as sent and keyed by URL (the answer depends on the path and
 * query only, never on headers). A kept answer is sent from `onRequest`, before validation
 * and the handler: a URL is kept only once it was answered 200. Answers carry the tags of
 * what they show, and go the moment a change makes them wrong.
 */
export class CatalogAnswers {
  private readonly cache = new TaggedCache<CachedAnswer>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeOf: (answer) => answer.body.length,
    ttlMs: MAX_AGE_MS,
  });

  /**
   * onRequest hook of the catalogue's routes: a kept answer, or a 304 for a browser that has
   * it. A callback hook (no promise to settle): it answers, or hands on to the route.
   */
  readonly serveKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    const kept = this.cache.peek(request.url);
    if (!kept) return done();
    describe(reply, kept);
    if (namesEtag(request.headers['if-none-match'], kept.etag)) void reply.code(304).send();
    else void reply.code(200).type(JSON_TYPE).send(kept.body);
  };

  /**
   * The handler's answer: the kept one, or the one `produce` makes, serialised by the route's
   * own schema (its JSON Schema, compiled by fast-json-stringify: http/json-serializer.ts) and kept.
   */
  answer<A>(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
    produce: () => Promise<Tagged<A>>,
  ): Promise<A> {
    return this.answerEncoded(request, reply, cacheControl, async () => {
      const { value, tags } = await produce();
      return { value: Buffer.from(String(reply.serialize(value))), tags };
    });
  }

  /**
   * The same for an answer that `produce` encodes itself (a listing, put together from its
   * products' JSON: listing-encoding.ts). Concurrent requests for one URL share one `produce`.
   * What it returns is the encoded JSON, typed as the answer it holds: Fastify sends a Buffer
   * as it is, without serialising it again.
   */
  async answerEncoded<A>(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
    produce: () => Promise<Tagged<Buffer>>,
  ): Promise<A> {
    const answer = await this.cache.fetch(request.url, async () => {
      const { value: body, tags } = await produce();
      return { value: { body, etag: etagOf(body), cacheControl }, tags };
    });
    describe(reply, answer);
    reply.type(JSON_TYPE);
    return answer.body as unknown as A;
  }

  apply(change: CatalogChange): void {
    if (change.all) this.cache.clear();
    else this.cache.invalidate(tagsOfChange(change));
  }

  hold(tags: readonly string[], ms: number): void {
    this.cache.hold(tags, ms);
  }

  release(tags: readonly string[]): void {
    this.cache.release(tags);
  }
}

/**
 * An answer's validators and freshness, and the server's time on it so far (`Server-Timing`,
 * milliseconds since the request arrived: what the bench reports as an answer's server time,
 * and what a browser's devtools show beside the network's).
 */
function describe(reply: FastifyReply, answer: CachedAnswer): void {
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
}
