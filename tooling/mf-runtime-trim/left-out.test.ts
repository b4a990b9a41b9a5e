import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The shell's Module Federation runtime gets these files for runtime-core's preloading and
// snapshots (tooling/rspack-common.mjs): each must name every export of the file it replaces,
// or the build fails to link (or, worse, links an undefined).
const RUNTIME_CORE = path.resolve(__dirname, '../../node_modules/@module-federation/runtime-core/dist');
const REPLACED = [
  ['utils/preload.js', 'without-preload.mjs'],
  ['plugins/snapshot/SnapshotHandler.js', 'without-snapshots.mjs'],
] as const;

const url = (file: string) => JSON.stringify(pathToFileURL(file).href);

function run(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe("runtime-core's preloading and snapshots, left out of the shell's runtime", () => {
  it.each(REPLACED)('%s: the stand-in names every export of the original', (original, stub) => {
    const { real, standIn } = run(`
      const real = Object.keys(await import(${url(path.join(RUNTIME_CORE, original))})).sort();
      const standIn = Object.keys(await import(${url(path.join(__dirname, stub))})).sort();
      console.log(JSON.stringify({ real, standIn }));
    `) as { real: string[]; standIn: string[] };
    expect(standIn).toEqual(real);
  });

  it('lets a remote be registered again (removeRemote reads the snapshot handler) and says why preloading fails', () => {
    const outcome = run(`
      const { SnapshotHandler, getGlobalRemoteInfo } = await import(${url(path.join(__dirname, 'without-snapshots.mjs'))});
      const { preloadAssets } = await import(${url(path.join(__dirname, 'without-preload.mjs'))});
      const handler = new SnapshotHandler();
      handler.hooks.applyPlugin({ name: 'retry', loadEntryError() {} });
      handler.manifestCache.delete('https://remote.example/remoteEntry.js');
      let message = '';
      try { preloadAssets(); } catch (error) { message = error.message; }
      console.log(JSON.stringify({ host: getGlobalRemoteInfo().hostGlobalSnapshot ?? null, message }));
    `);
    expect(outcome).toEqual({
      host: null,
      message: expect.stringContaining('preloading is not built into the shop'),
    });
  });
});
