// The package boundaries dependency-cruiser checks; tooling/testing/repo/package-graph.test.ts
// runs it in `npm test`. A package reaches another only by its name and the entries its
// package.json exports, never by a relative path (the rule below); collapsed to package
// folders, the graph has no cycle (the test checks the collapsed graph, as dependency-cruiser's
// own `circular` rules see modules, not packages). The package graph in docs/architecture.md is
// rendered from the same cruise: `npm run docs:graph`.
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A module's package folder is the first group: `^(api|tooling/server|…)/`. */
const PACKAGE_FOLDER = `^(${workspaces.map(escape).join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-relative-import-across-packages',
      comment:
        'A package imports another by its name and exported entries (`api`, `tooling-testing/browser`), never by a relative path into its folder.',
      severity: 'error',
      from: { path: PACKAGE_FOLDER },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'], pathNot: '^$1/' },
    },
  ],
  options: {
    includeOnly: PACKAGE_FOLDER,
    exclude: {
      path: [
        '(^|/)(node_modules|dist|coverage|data|\\.e2e-artifacts)/',
        // Built against a newer release of the contracts than this repository's (see its README).
        '^e2e/fixtures/contract-evolution/probe-remote/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
    },
  },
};
