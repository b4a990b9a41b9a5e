import type * as RedoclyCore from '@redocly/openapi-core';
import { nodeRequire } from '../testing/node-require';
import { createTestApp } from '../testing/test-app';
import { openApiDocumentOf } from './document';
import { lintOpenApiDocument } from './lint';

// `npm run openapi:lint -w api`: the document the API publishes, linted as `redocly lint`
// would, with the problems listed by pointer. openapi-lint.test.ts runs the same check.

const t = await createTestApp();
const document = await openApiDocumentOf(t.app);
await t.close();
const problems = await lintOpenApiDocument(document);
const redocly = nodeRequire('@redocly/openapi-core') as typeof RedoclyCore;
const totals = redocly.getTotals(problems);
redocly.formatProblems(problems, { format: 'stylish', totals, command: 'lint' });
console.log(`${totals.errors} errors, ${totals.warnings} warnings (Redocly recommended ruleset)`);
process.exitCode = totals.errors + totals.warnings > 0 ? 1 : 0;
