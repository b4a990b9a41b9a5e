// Production source maps stay private: the builds write them (hidden-source-map) for error
// reports, no served file links them, and no server hands them out, neither the shop's own
// (`npm start`) nor a remote's own server in split mode.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { remoteDir, remoteReleasesDir, latestRelease } from 'tooling-server/shop-layout';
import { REPO_ROOT } from 'tooling-testing/shop-process';
import { splitShopForFile } from './split-shop';

jest.setTimeout(180_000);

const composedUrl = process.env.E2E_BASE_URL!;
const split = splitShopForFile();

/** Every file of a build folder, by its path relative to the folder. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

interface BuildFolder {
  /** Where the folder's files are served from. */
  base: string;
  files: string[];
}

function releaseOf(remote: RemoteName): string {
  const release = latestRelease(remote);
  if (!release) throw new Error(`${remote} has no build: run npm run build`);
  return release;
}

/** The shell's browser files; its server renderer (dist/server/) is not served at all. */
const shellFolder = (origin: string): BuildFolder => ({
  base: `${origin}/`,
  files: filesUnder(path.join(REPO_ROOT, 'shell', 'dist')).filter((file) => !file.startsWith('server/')),
});

const remoteFolder = (remote: RemoteName, base: string): BuildFolder => ({
  base,
  files: filesUnder(path.join(remoteReleasesDir(remote), releaseOf(remote))),
});

const CODE = /\.(js|css)$/;
const MAP = /\.map$/;

async function expectMapsPrivate({ base, files }: BuildFolder): Promise<void> {
  const maps = files.filter((file) => MAP.test(file));
  const code = files.filter((file) => CODE.test(file));
  // The build wrote its maps (for error reports).
  expect(maps.length).toBeGreaterThan(0);

  for (const file of maps) {
    const answer = await fetch(new URL(file, base));
    expect({ file, status: answer.status }).toEqual({ file, status: 404 });
    await answer.body?.cancel();
  }
  for (const file of code) {
    const answer = await fetch(new URL(file, base));
    expect({ file, status: answer.status }).toEqual({ file, status: 200 });
    const body = await answer.text();
    expect(body).not.toMatch(/sourceMappingURL/);
    expect(answer.headers.get('sourcemap')).toBeNull();
    expect(answer.headers.get('x-sourcemap')).toBeNull();
  }
}

describe('source maps', () => {
  it('are in the builds, unlinked and never served by the shop (npm start)', async () => {
    await expectMapsPrivate(shellFolder(composedUrl));
    for (const remote of REMOTE_NAMES)
      await expectMapsPrivate(
        remoteFolder(remote, `${composedUrl}/mf/${remoteDir(remote)}/${releaseOf(remote)}/`),
      );
  });

  it('leave the shell’s server renderer unserved, its code as its maps', async () => {
    const files = filesUnder(path.join(REPO_ROOT, 'shell', 'dist', 'server'));
    expect(files.some((file) => CODE.test(file))).toBe(true);
    for (const file of files) {
      const answer = await fetch(`${composedUrl}/server/${file}`);
      expect({ file, status: answer.status }).toEqual({ file, status: 404 });
      await answer.body?.cancel();
    }
  });

  it('are not handed out however the name is spelled', async () => {
    const map = shellFolder(composedUrl).files.find((file) => MAP.test(file))!;
    const release = releaseOf('mf_catalog');
    const remoteMap = remoteFolder('mf_catalog', '').files.find((file) => MAP.test(file))!;
    const spellings = [
      `/${map.replace(/\.map$/, '.%6dap')}`,
      `/${map.replace(/\.map$/, '.MAP')}`,
      `/mf/mf-catalog/${release}/${remoteMap.replace(/\.map$/, '%2Emap')}`,
    ];
    for (const spelling of spellings) {
      const answer = await fetch(`${composedUrl}${spelling}`);
      // A 404, or the shop's page for a path it takes for a page: never the map's JSON.
      const body = await answer.text();
      expect({ spelling, isMap: body.includes('"mappings"') }).toEqual({ spelling, isMap: false });
      if (answer.status !== 404) expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it("are never served by a remote's own server (split mode)", async () => {
    const { url, remoteOrigins } = split();
    await expectMapsPrivate(shellFolder(url));
    for (const remote of REMOTE_NAMES)
      await expectMapsPrivate(remoteFolder(remote, `${remoteOrigins[remote]}/${releaseOf(remote)}/`));
    const map = remoteFolder('mf_catalog', '').files.find((file) => MAP.test(file))!;
    const encoded = `${remoteOrigins.mf_catalog}/${releaseOf('mf_catalog')}/${map.replace(/\.map$/, '.%6dap')}`;
    expect((await fetch(encoded)).status).toBe(404);
  });
});
