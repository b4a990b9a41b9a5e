import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The package a bundled source file came from: an npm package or one of ours. */
export function packageOfSource(source: string, owner: string): string {
  const normalised = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\\/g, '/');
  const nodeModules = normalised.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = normalised.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (normalised.includes('shared-contracts/')) return 'shared-contracts';
  if (/(^|\/)remote-kit\/src\//.test(normalised)) return 'remote-kit';
  // The monolith bundles every app: its sources keep their package folder.
  const app = /(?:^|\/)(shell|mf-[\w-]+)\/src\//.exec(normalised);
  if (app) return app[1]!;
  if (normalised.startsWith('webpack/') || normalised.includes('(webpack)')) return 'bundler runtime';
  return owner;
}

/**
 * Splits a bundled file's bytes over the packages its source map names: each generated
 * segment counts for the source of the mapping that starts it.
 */
export function attributeBytes(code: string, map: RawSourceMap, owner: string): Map<string, number> {
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const add = (pkg: string, n: number) => bytes.set(pkg, (bytes.get(pkg) ?? 0) + n);
  const segments: Array<{ line: number; column: number; pkg: string }> = [];

  new SourceMapConsumer(map).eachMapping(
    (mapping) => {
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        pkg: mapping.source ? packageOfSource(mapping.source, owner) : 'bundler runtime',
      });
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );

  let attributed = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const lineText = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : lineText.length;
    const length = Buffer.byteLength(lineText.slice(segment.column, end));
    add(segment.pkg, length);
    attributed += length;
  });
  const unmapped = Buffer.byteLength(code) - attributed;
  if (unmapped > 0) add('bundler runtime', unmapped);
  return bytes;
}
