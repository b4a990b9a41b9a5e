import { type IncomingHttpHeaders } from 'node:http';

/** What a conditional request is checked against: the validators the answer carries. */
export interface Validators {
  etag: string;
  /** Last-Modified in milliseconds, whole seconds. */
  modifiedMs: number;
}

/**
 * Whether the requester's copy is current (answer 304): an If-None-Match naming the ETag
 * (compared weakly, so W/ or not) or `*`; without one, an If-Modified-Since not older than the
 * file (RFC 9110 §13.2.2). A request saying `Cache-Control: no-cache` gets the file, as it did
 * from @fastify/send.
 */
export function isNotModified(headers: IncomingHttpHeaders, file: Validators): boolean {
  const noneMatch = headers['if-none-match'];
  const modifiedSince = headers['if-modified-since'];
  if (noneMatch === undefined && modifiedSince === undefined) return false;
  if (NO_CACHE.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch !== undefined) return namesEtag(noneMatch, file.etag);
  const since = Date.parse(modifiedSince ?? '');
  return !Number.isNaN(since) && file.modifiedMs <= since;
}

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

/** If-None-Match names this entity tag (compared weakly: W/ or not) or is `*` (RFC 9110 §13.1.2). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || opaqueTag(tag) === wanted;
  });
}

function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
