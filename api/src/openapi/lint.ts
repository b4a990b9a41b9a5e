import type * as RedoclyCore from '@redocly/openapi-core';
import { type NormalizedProblem } from '@redocly/openapi-core';
import { nodeRequire } from '../testing/node-require';

/**
 * Deliberate departures from the ruleset, each by rule and place: docs/spec.md §7 writes
 * POST /checkout/address/ with its trailing slash, and the contract keeps SPEC's path.
 */
const ACCEPTED_PROBLEMS: readonly { ruleId: string; pointer: string }[] = [
  { ruleId: 'no-path-trailing-slash', pointer: '#/paths/~1checkout~1address~1' },
];

const accepted = (problem: NormalizedProblem) =>
  ACCEPTED_PROBLEMS.some(
    ({ ruleId, pointer }) => problem.ruleId === ruleId && problem.location[0]?.pointer === pointer,
  );

/** Lints an OpenAPI document with Redocly's `recommended` ruleset, what `redocly lint` runs by default. */
export async function lintOpenApiDocument(document: unknown): Promise<NormalizedProblem[]> {
  // An ES module only: loaded by Node itself, also under Jest.
  const redocly = nodeRequire('@redocly/openapi-core') as typeof RedoclyCore;
  const config = await redocly.createConfig({ extends: ['recommended'] });
  const problems = await redocly.lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.filter((problem) => !accepted(problem));
}
