import { readFileSync } from 'node:fs';
import { readSection } from './docs-section';
import { type PackageGraph, cruisePackages, cyclesOf, mermaidOf, packageFolders } from './package-graph';
import { ARCHITECTURE_DOC, PACKAGE_GRAPH_SECTION, packageGraphSection } from './package-graph-section';

// Issue 29: the packages import one another by name, in one direction. dependency-cruiser
// checks every package's files (.dependency-cruiser.mjs); the graph collapsed to packages
// must have no cycle, and docs/architecture.md must show it as it is.

let graph: PackageGraph;

beforeAll(() => {
  graph = cruisePackages();
}, 600_000);

describe('the package graph', () => {
  it('has every package, and no import leaves its package by a relative path', () => {
    expect([...graph.dependencies.keys()].sort()).toEqual([...packageFolders()].sort());
    expect(graph.violations).toEqual([]);
  });

  it('has no cycle between packages', () => {
    expect(graph.cycles).toEqual([]);
  });

  it('is drawn as it is in docs/architecture.md (refresh it with `npm run docs:graph`)', () => {
    const drawn = readSection(readFileSync(ARCHITECTURE_DOC, 'utf8'), PACKAGE_GRAPH_SECTION);
    expect(drawn).toBe(packageGraphSection(graph.mermaid));
  });
});

describe('cyclesOf', () => {
  it('finds the packages that reach one another, and nothing in a graph without a cycle', () => {
    const graphOf = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(cyclesOf(graphOf({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(cyclesOf(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
  });
});

describe('mermaidOf', () => {
  it('draws a node per package and an arrow per import, in a stable order', () => {
    const graph = new Map([
      ['shell', new Set(['remote-kit', 'shared-contracts'])],
      ['remote-kit', new Set(['shared-contracts'])],
      ['shared-contracts', new Set<string>()],
      ['tooling/build', new Set<string>()],
    ]);
    expect(mermaidOf(graph).split('\n')).toEqual([
      'flowchart LR',
      '  remote_kit["remote-kit"]',
      '  shared_contracts["shared-contracts"]',
      '  shell["shell"]',
      '  tooling_build["tooling/build"]',
      '  remote_kit --> shared_contracts',
      '  shell --> remote_kit',
      '  shell --> shared_contracts',
    ]);
  });
});
