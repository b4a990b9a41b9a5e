import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { mapStack } from './mapped-stack';
import { type ReleaseRoots } from './release-files';
import { SourceMapResolver } from './source-map-resolver';
import { buildScript } from './testing/built-script';

const RELEASE = 'ab66131525fd';
const root = mkdtempSync(path.join(tmpdir(), 'client-errors-'));
const roots: ReleaseRoots = {
  shell: path.join(root, 'shell', 'dist'),
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, path.join(root, remote.replace(/_/g, '-'), 'dist', 'releases')]),
  ) as Record<RemoteName, string>,
};
const catalogRelease = path.join(roots.remotes.mf_catalog, RELEASE);
const catalogSource = 'webpack://catalog/./src/features/price/price-tag.tsx';

describe('mapStack', () => {
  it("reads a remote's frames back to its source file, line, column and function", async () => {
    const url = `http://127.0.0.1:8080/mf/mf-catalog/${RELEASE}/560.12b09469b5.js`;
    const { stack } = buildScript(catalogRelease, '560.12b09469b5.js', { url, source: catalogSource });
    const mapped = await mapStack(stack, new SourceMapResolver(roots));
    const [message, thrower, caller] = mapped.split('\n');
    expect(message).toBe('Error: a price below zero');
    expect(thrower).toBe('    at formatPrice (mf-catalog/src/features/price/price-tag.tsx:3:24)');
    expect(caller).toMatch(/^ {4}at \S+ \(mf-catalog\/src\/features\/price\/price-tag\.tsx:8:16\)$/);
  });

  it("finds a remote's release from its own server's URL (split mode), and the shell's scripts", async () => {
    const remoteUrl = `http://localhost:20001/${RELEASE}/561.0123456789.js`;
    const remote = buildScript(catalogRelease, '561.0123456789.js', {
      url: remoteUrl,
      source: catalogSource,
    });
    const shellUrl = 'http://localhost:8080/main.ef1449d79b.js';
    const shell = buildScript(roots.shell, 'main.ef1449d79b.js', {
      url: shellUrl,
      source: 'webpack://shell/../shared-contracts/src/format/money.ts',
    });
    const resolver = new SourceMapResolver(roots);
    expect(await mapStack(remote.stack, resolver)).toContain(
      '(mf-catalog/src/features/price/price-tag.tsx:3:24)',
    );
    expect(await mapStack(shell.stack, resolver)).toContain('(shared-contracts/src/format/money.ts:3:24)');
  });

  it('reads Firefox and Safari frames (name@url:line:column) too', async () => {
    const url = `http://127.0.0.1:8080/mf/mf-catalog/${RELEASE}/562.0123456789.js`;
    const { stack } = buildScript(catalogRelease, '562.0123456789.js', { url, source: catalogSource });
    const position = /:(\d+):(\d+)\)$/.exec(stack.split('\n')[1]!)!;
    const mapped = await mapStack(`r@${url}:${position[1]}:${position[2]}`, new SourceMapResolver(roots));
    expect(mapped).toBe('r@mf-catalog/src/features/price/price-tag.tsx:3:24');
  });

  it('keeps as sent what no release map reads: other scripts, a script without a map, a broken map', async () => {
    mkdtempSync(path.join(root, 'x'));
    const brokenRelease = path.join(roots.remotes.mf_account, '8685abba1df6');
    buildScript(brokenRelease, '1.0123456789.js', { url: 'http://x/1.js', source: catalogSource });
    writeFileSync(path.join(brokenRelease, '1.0123456789.js.map'), '{ not a map');
    const stack = [
      'TypeError: x is not a function',
      '    at https://www.googletagmanager.com/gtm.js:1:200',
      `    at Ce (http://127.0.0.1:8080/mf/mf-catalog/${RELEASE}/999.0123456789.js:1:10)`,
      '    at Object.get [as format] (<anonymous>:5:13)',
      '    at http://127.0.0.1:8080/mf/mf-account/8685abba1df6/1.0123456789.js:1:10',
      '    at async Promise.all (index 0)',
    ].join('\n');
    expect(await mapStack(stack, new SourceMapResolver(roots))).toBe(stack);
  });
});
