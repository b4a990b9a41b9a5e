import {
  CLIENT_ERROR_BODY_LIMIT_BYTES,
  CLIENT_ERROR_LIMITS,
  type ClientErrorReport,
  reportClientErrorCall,
  scrubPersonalData,
} from 'shared-contracts';
import { configuredApiBase } from '../http/api-base';
import { type ClientErrorOccurrence, type ErrorMoment } from './error-reports';
import { pageErrorState } from './page-error-state';

/** Reports a page sends in any minute at most; what is left is dropped. */
export const REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;
/** Text scrubbed at most: a stack longer than this is cut before it is scrubbed, then cut to its limit. */
const SCRUBBED_AT_MOST = 64 * 1024;
/** The release a report names when the page does not know one (a remote missing from the registry). */
const UNKNOWN_RELEASE = 'unknown';

/** Scrubbed of personal data, then cut to `limit` (cut after: a cut must not leave half an e-mail unscrubbed). */
const clean = (text: string, limit: number) =>
  scrubPersonalData(text.slice(0, SCRUBBED_AT_MOST)).slice(0, limit);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  try {
    return typeof error === 'string' ? error : String(error);
  } catch {
    return typeof error;
  }
}

const stackOf = (error: unknown) =>
  error instanceof Error && typeof error.stack === 'string' ? error.stack : '';

function reportOf(
  { kind, remote, error }: ClientErrorOccurrence,
  { route, lastRequestId }: ErrorMoment,
): ClientErrorReport {
  const { releases } = pageErrorState();
  return {
    kind,
    remote,
    release: releases[remote] ?? UNKNOWN_RELEASE,
    // The path alone: a query or a fragment may hold a search, a guest link's token.
    route: clean(route, CLIENT_ERROR_LIMITS.route),
    message: clean(messageOf(error), CLIENT_ERROR_LIMITS.message),
    stack: clean(stackOf(error), CLIENT_ERROR_LIMITS.stack),
    ...(lastRequestId ? { request_id: lastRequestId } : {}),
  };
}

/** The report as JSON, its stack shortened until the body fits the API's limit. */
function bodyOf(report: ClientErrorReport): string {
  const encoder = new TextEncoder();
  let body = JSON.stringify(report);
  while (encoder.encode(body).length > CLIENT_ERROR_BODY_LIMIT_BYTES && report.stack.length > 0) {
    report.stack = report.stack.slice(0, Math.floor(report.stack.length / 2));
    body = JSON.stringify(report);
  }
  return body;
}

/** Whether the page may send one more report now (and counts it). */
function withinLimit(key: string): boolean {
  const state = pageErrorState();
  if (state.reported.has(key)) return false;
  const now = Date.now();
  state.sentAt = state.sentAt.filter((sent) => now - sent < MINUTE_MS);
  if (state.sentAt.length >= REPORTS_PER_MINUTE) return false;
  state.sentAt.push(now);
  state.reported.add(key);
  return true;
}

/**
 * Tells the operators of an error of this page: what failed, whose code and which release,
 * on which path, with the message and stack (scrubbed of personal data, cut to the contract's
 * limits) and the request id of the page's last API answer. At most REPORTS_PER_MINUTE a
 * minute, each error once; sent so it survives the page being left. Never throws, and a
 * report that cannot be sent is not reported in turn.
 */
export function sendClientErrorReport(occurrence: ClientErrorOccurrence, moment: ErrorMoment): void {
  try {
    if (typeof window === 'undefined' || typeof fetch !== 'function') return;
    const report = reportOf(occurrence, moment);
    if (!withinLimit(`${report.kind} ${report.remote} ${report.message}`)) return;
    void fetch(`${configuredApiBase()}${reportClientErrorCall.path}`, {
      method: reportClientErrorCall.method,
      headers: { 'Content-Type': 'application/json' },
      body: bodyOf(report),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Reporting must never become the page's next error.
  }
}
