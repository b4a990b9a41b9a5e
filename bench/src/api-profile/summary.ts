import path from 'node:path';

/** The parts of a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it) read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

interface Frame {
  fn: string;
  area: string;
  parent: number | undefined;
}

/** Who a frame belongs to: a package of node_modules, Node itself, a folder of the repo, or V8's own entries. */
export function areaOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = file.slice(modules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative.split('/').slice(0, 3).join('/');
}

function frames(profile: CpuProfile, root: string): Map<number, Frame> {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return new Map(
    profile.nodes.map(({ id, callFrame: { functionName, url, lineNumber } }) => {
      const where = url ? ` ${path.relative(root, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
      return [
        id,
        {
          fn: `${functionName || '(anonymous)'}${where}`,
          area: areaOf(url, functionName, root),
          parent: parents.get(id),
        },
      ];
    }),
  );
}

const share = (count: number, total: number) => `${((100 * count) / total).toFixed(1).padStart(5)} %`;

function top(counts: Map<string, number>, total: number, limit: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, count]) => `  ${share(count, total)}  ${name}`);
}

/**
 * The profile as text: the share of samples per function (self time), per area (self time:
 * where the CPU was; and inclusive: the samples with that area anywhere on the stack).
 */
export function summarise(profile: CpuProfile, root: string, limit = 30): string {
  const byId = frames(profile, root);
  const self = new Map<string, number>();
  const areaSelf = new Map<string, number>();
  const areaInclusive = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id);
    if (!frame) continue;
    self.set(frame.fn, (self.get(frame.fn) ?? 0) + 1);
    areaSelf.set(frame.area, (areaSelf.get(frame.area) ?? 0) + 1);
    const seen = new Set<string>();
    for (
      let at: Frame | undefined = frame;
      at;
      at = at.parent === undefined ? undefined : byId.get(at.parent)
    ) {
      if (!at.area.startsWith('(')) seen.add(at.area);
    }
    for (const area of seen) areaInclusive.set(area, (areaInclusive.get(area) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const idle = self.get('(idle)') ?? 0;
  return [
    `${total} samples; idle ${share(idle, total).trim()}`,
    'self time by function:',
    ...top(self, total, limit),
    'self time by area:',
    ...top(areaSelf, total, 20),
    'inclusive time by area (on the stack):',
    ...top(areaInclusive, total, 20),
  ].join('\n');
}

/** The parts of a V8 sampling heap profile (.heapprofile) read here. */
export interface HeapProfile {
  head: HeapNode;
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/**
 * A sampling heap profile as text: where the bytes allocated during the window were
 * allocated (sampled, and whether still alive or not), per function and per area, and how
 * many a request.
 */
export function summariseHeap(profile: HeapProfile, root: string, requests: number, limit = 25): string {
  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? ` ${path.relative(root, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'}${where}`;
    const area = areaOf(url, functionName, root);
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    areas.set(area, (areas.get(area) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  const lines = (counts: Map<string, number>, max: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, max)
      .map(
        ([name, bytes]) =>
          `  ${share(bytes, total)}  ${(bytes / requests).toFixed(0).padStart(7)} B/request  ${name}`,
      );
  return [
    `allocated (sampled): ${(total / requests).toFixed(0)} bytes a request`,
    'by function:',
    ...lines(self, limit),
    'by area:',
    ...lines(areas, 15),
  ].join('\n');
}
