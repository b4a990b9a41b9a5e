import type * as RedoclyCore from '@redocly/openapi-core';
import { type NormalizedProblem } from '@redocly/openapi-core';
import { nodeRequire } from '../testing/node-require';

/** Lints an OpenAPI document with Redocly's `recommended` ruleset, what `redocly lint` runs by default. */
export async function lintOpenApiDocument(document: unknown): Promise<NormalizedProblem[]> {
  // An ES module only: loaded by Node itself, also under Jest.
  const redocly = nodeRequire('@redocly/openapi-core') as typeof RedoclyCore;
  const config = await redocly.createConfig({ extends: ['recommended'] });
  return redocly.lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
}
