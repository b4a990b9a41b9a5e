// The repository's packages as dependency-cruiser sees them (.dependency-cruiser.mjs): the
// rules' violations, the graph collapsed to package folders, its cycles, and its Mermaid
// rendering for docs/architecture.md. The command-line tools run in child processes: the
// library is ES modules only, and Jest loads this file as CommonJS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO } from './repo-root';

const BIN = path.join(REPO, 'node_modules', '.bin');

interface CruisedModule {
  source: string;
  dependencies: { resolved: string }[];
}

interface CruiseResult {
  modules: CruisedModule[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

export interface PackageGraph {
  /** `rule: from → to` for every violation of the configuration's rules. */
  violations: string[];
  /** Package folder → the package folders it imports. */
  dependencies: Map<string, Set<string>>;
  /** Each group of packages that reach one another (a cycle), sorted. */
  cycles: string[][];
  /** The collapsed graph as a Mermaid flowchart: a node per package, an arrow per import. */
  mermaid: string;
}

/** The package folders: the root package.json's workspaces. */
export function packageFolders(): string[] {
  return (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const packagePattern = () => `^(${packageFolders().map(escape).join('|')})/`;

function run(command: string, args: string[]): string {
  const result = spawnSync(path.join(BIN, command), args, {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result.stdout;
}

/** Cruises every package once; the collapsed graph and its rendering come from that one result. */
export function cruisePackages(): PackageGraph {
  const dir = mkdtempSync(path.join(tmpdir(), 'package-graph-'));
  try {
    const resultFile = path.join(dir, 'cruise.json');
    // depcruise exits non-zero when a rule is broken: the result file says which.
    run('depcruise', [
      '--config',
      '.dependency-cruiser.mjs',
      '-T',
      'json',
      '-f',
      resultFile,
      ...packageFolders(),
    ]);
    if (!existsSync(resultFile)) throw new Error('dependency-cruiser wrote no result');
    const result = JSON.parse(readFileSync(resultFile, 'utf8')) as CruiseResult;
    const collapse = ['--collapse', packagePattern(), resultFile];
    const collapsed = JSON.parse(run('depcruise-fmt', ['-T', 'json', ...collapse])) as CruiseResult;
    const dependencies = packageDependencies(collapsed.modules);
    return {
      violations: result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`),
      dependencies,
      cycles: cyclesOf(dependencies),
      mermaid: mermaidOf(dependencies),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const folderOf = (collapsedModule: string) => collapsedModule.replace(/\/$/, '');

function packageDependencies(modules: CruisedModule[]): Map<string, Set<string>> {
  return new Map(
    modules.map((module) => [
      folderOf(module.source),
      new Set(
        module.dependencies
          .map((dependency) => folderOf(dependency.resolved))
          .filter((folder) => folder !== folderOf(module.source)),
      ),
    ]),
  );
}

/**
 * A Mermaid flowchart of the packages, sorted so that it reads the same on every run:
 * `shell --> remote_kit` for "shell imports remote-kit". (dependency-cruiser's own Mermaid
 * draws the collapsed folders as empty boxes.)
 */
export function mermaidOf(dependencies: Map<string, Set<string>>): string {
  const id = (folder: string) => folder.replace(/[^A-Za-z0-9]/g, '_');
  const folders = [...dependencies.keys()].sort();
  return [
    'flowchart LR',
    ...folders.map((folder) => `  ${id(folder)}["${folder}"]`),
    ...folders.flatMap((folder) =>
      [...(dependencies.get(folder) ?? [])].sort().map((to) => `  ${id(folder)} --> ${id(to)}`),
    ),
  ].join('\n');
}

/** The strongly connected groups of more than one package (Tarjan's algorithm). */
export function cyclesOf(dependencies: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of dependencies.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of dependencies.keys()) if (!index.has(node)) visit(node);
  return groups;
}
