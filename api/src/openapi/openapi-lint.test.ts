import { createTestApp, type TestApp } from '../testing/test-app';
import { openApiDocumentOf } from './document';
import { lintOpenApiDocument } from './lint';

// The published description is what client generators, Redoc and proxies read: it passes
// Redocly's recommended ruleset with no error and no warning (`npm run openapi:lint -w api`).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint without errors or warnings", async () => {
    const problems = await lintOpenApiDocument(await openApiDocumentOf(t.app));
    const lines = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(lines).toEqual([]);
  });
});
