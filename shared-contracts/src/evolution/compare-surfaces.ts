import { type ContractSurface } from './contract-surface';
import { acceptsAll, staysWithin } from './json-schema-compat';

export interface SurfaceChanges {
  /** Changes that break a package built against the recorded contract. */
  breaking: string[];
  /** Events and calls the record does not list yet: compatible, but to be recorded. */
  unrecorded: string[];
}

/**
 * The evolution rules (shared-contracts/README.md), checked against the recorded surface:
 * - an event or a call is never removed or renamed, and its kind, answer event, method,
 *   path, auth and success status never change (a breaking change gets a new name);
 * - an event's payload is read by older and newer bundles alike: fields may be added only
 *   as optional, and no field may be dropped or narrowed;
 * - a call's request is read by the API, which deploys first: it must still take every
 *   request an older client sends;
 * - a call's answer is read by older clients: it must stay within what they accept
 *   (new fields are fine, they are stripped).
 */
export function compareSurfaces(recorded: ContractSurface, current: ContractSurface): SurfaceChanges {
  const breaking: string[] = [];
  const unrecorded: string[] = [];

  for (const [name, before] of Object.entries(recorded.events)) {
    const now = current.events[name];
    if (!now) {
      breaking.push(`event '${name}' was removed`);
      continue;
    }
    if (now.kind !== before.kind)
      breaking.push(`event '${name}' changed kind from ${before.kind} to ${now.kind}`);
    if (now.answer !== before.answer) breaking.push(`event '${name}' changed its answer event`);
    for (const problem of [
      ...acceptsAll(now.payload, before.payload, name),
      ...staysWithin(now.payload, before.payload, name),
    ]) {
      breaking.push(`event payload ${problem}`);
    }
  }
  for (const name of Object.keys(current.events)) {
    if (!recorded.events[name]) unrecorded.push(`event '${name}'`);
  }

  for (const [key, before] of Object.entries(recorded.calls)) {
    const now = current.calls[key];
    if (!now) {
      breaking.push(`call ${key} (${before.name}) was removed or its method or path changed`);
      continue;
    }
    if (now.auth !== before.auth)
      breaking.push(`call ${key} changed auth from ${before.auth} to ${now.auth}`);
    if (now.status !== before.status) breaking.push(`call ${key} changed its success status`);
    for (const part of ['params', 'query', 'body'] as const) {
      const was = before[part];
      const is = now[part];
      if (was && !is) breaking.push(`call ${key}: its ${part} is no longer read`);
      if (!was && is) {
        for (const problem of acceptsAll(is, { type: 'object' }, `${key} ${part}`))
          breaking.push(`call ${problem}`);
      }
      if (was && is)
        for (const problem of acceptsAll(is, was, `${key} ${part}`)) breaking.push(`call ${problem}`);
    }
    for (const problem of staysWithin(now.answer, before.answer, `${key} answer`))
      breaking.push(`call ${problem}`);
  }
  for (const key of Object.keys(current.calls)) {
    if (!recorded.calls[key]) unrecorded.push(`call ${key} (${current.calls[key]!.name})`);
  }
  return { breaking, unrecorded };
}
