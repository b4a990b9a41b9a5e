// `npm run docs:graph`: renders the package graph into docs/architecture.md (its
// package-graph section), after checking the graph as package-graph.test.ts does.
import { readFileSync, writeFileSync } from 'node:fs';
import { writeSection } from './docs-section';
import { cruisePackages } from './package-graph';
import { ARCHITECTURE_DOC, PACKAGE_GRAPH_SECTION, packageGraphSection } from './package-graph-section';

const graph = cruisePackages();
for (const violation of graph.violations) console.error(violation);
for (const cycle of graph.cycles) console.error(`package cycle: ${cycle.join(' ↔ ')}`);
const document = readFileSync(ARCHITECTURE_DOC, 'utf8');
writeFileSync(
  ARCHITECTURE_DOC,
  writeSection(document, PACKAGE_GRAPH_SECTION, packageGraphSection(graph.mermaid)),
);
console.log(`docs/architecture.md: package graph of ${graph.dependencies.size} packages written`);
if (graph.violations.length > 0 || graph.cycles.length > 0) process.exitCode = 1;
