import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';

const HINT = '//# allFunctionsCalledOnLoad\n';
const here = (file: string) => JSON.stringify(pathToFileURL(path.join(__dirname, file)).href);

/** A production build of a two-file app (an entry and a lazy chunk), with or without the plugin. */
function build(withPlugin: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(dir, 'index.js'),
    "export function greet(name) { return `hola ${name}`; }\nimport('./lazy.js').then((lazy) => console.log(greet(lazy.NAME)));\n",
  );
  writeFileSync(path.join(dir, 'lazy.js'), "// a comment the minifier drops\nexport const NAME = 'Olmo';\n");
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
      const { rspack } = await import('@rspack/core');
      const { CompileHintsPlugin } = await import(${here('compile-hints-plugin.mjs')});
      const compiler = rspack({
        mode: 'production', context: ${JSON.stringify(dir)}, entry: './index.js',
        devtool: 'hidden-source-map',
        output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].[contenthash:10].js', chunkFilename: '[name].js' },
        plugins: ${withPlugin} ? [new CompileHintsPlugin()] : [],
      });
      await new Promise((resolve, reject) => compiler.run((error, stats) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve()));
      `,
    ],
    { cwd: __dirname },
  );
  return path.join(dir, 'dist');
}

const scriptsOf = (dist: string) => readdirSync(dist).filter((file) => file.endsWith('.js'));

describe("a browser build's scripts (CompileHintsPlugin)", () => {
  const dist = build(true);
  const plain = build(false);

  it("each start with V8's compile hint, after minification dropped the other comments", () => {
    const scripts = scriptsOf(dist);
    expect(scripts).toHaveLength(2);
    for (const file of scripts) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(code.startsWith(HINT)).toBe(true);
      expect(code).not.toContain('a comment the minifier drops');
    }
  });

  it('are named by hashes that count the hint', () => {
    expect(scriptsOf(dist).sort()).not.toEqual(scriptsOf(plain).sort());
  });

  it('keep source maps that point at the right source lines', () => {
    const entry = scriptsOf(dist).find((file) => file.startsWith('main.'))!;
    const code = readFileSync(path.join(dist, entry), 'utf8');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(dist, `${entry}.map`), 'utf8')));
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('hola '));
    expect(line).toBeGreaterThan(0);
    const position = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('hola ') });
    expect(position).toMatchObject({ source: expect.stringMatching(/index\.js$/), line: 1 });
  });
});
