// `npm run bench:runtime` (issue 24, point 8): the shop's own browser Module Federation runtime
// (shell/src/composition/federation-runtime/, tooling/build/bundler-runtime/) against the maintained
// one (@module-federation/runtime, runtime-core, webpack-bundler-runtime, its retry plugin and
// the MF plugin's runtime-size options), on the server-rendered home page.
//
// Builds the shell and the four remotes into a folder of its own under the system's temporary
// folder (never into the repository's dist/ folders), once per variant:
// - own: as the shop builds them today;
// - maintained: without the build's rewrite of the MF plugin's generated startup (the
//   NormalModuleReplacementPlugin of withShopFederationRuntime, found by its FEDERATION_STARTUP
//   pattern), the shell's composition/federation-runtime/ swapped for @module-federation/runtime's
//   registerRemotes and loadRemote with @module-federation/retry-plugin (two retries, 400 ms
//   apart, as the shell asks its own), and the size options today's configs already set
//   (experiments.optimization: disableSnapshot and target 'web'; disableRemote in the remotes);
// - maintained-external: the same, runtime-core provided once by the shell to the remotes
//   (experiments.provideExternalRuntime in the shell, experiments.externalRuntime in the remotes).
// The server builds (Module Federation's runtime with @module-federation/node in every variant)
// are built once and put into every variant's releases.
//
// Each variant is served as `npm start` serves the shop (tooling/server/start.ts, SERVER_RENDERING=on)
// from a staging copy of the repository's root whose remotes' dist/releases are the variant's
// (tooling/server/src/shop-layout.ts finds the releases beside tooling/). Then, in Debian's
// Chromium: the home page's first load as `npm run bench` weighs it (src/first-load.ts: gzip -9
// of every script fetched), split by file and, by source map, by runtime; and Lighthouse
// (src/lighthouse-run.ts: mobile preset, median of LIGHTHOUSE_RUNS runs, variants alternating).
// BENCH_LIGHTHOUSE=0 skips Lighthouse. RUNTIME_BENCH_DIR sets the work folder.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchBrowser } from 'tooling-testing/browser';
import { REPO_ROOT, type RunningShop, startShop, stopShop } from 'tooling-testing/shop-process';
import { type FirstLoad, measureFirstLoad } from './first-load';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse-run';

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const WORK = path.resolve(process.env.RUNTIME_BENCH_DIR ?? path.join(tmpdir(), 'shop-runtime-weight'));
/** Kept between runs: the retry plugin, when the repository does not install it. */
const DEPS = `${WORK}-deps`;

const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-backoffice'] as const;
type App = (typeof APPS)[number];

const VARIANTS = ['own', 'maintained', 'maintained-external'] as const;
type Variant = (typeof VARIANTS)[number];
const MAINTAINED: Variant[] = ['maintained', 'maintained-external'];

/** What a staged variant is served from. */
interface Staged {
  variant: Variant;
  root: string;
  shellDist: string;
}

// ---------------------------------------------------------------------------------------------
// Builds

/**
 * The builds, run by a plain Node process: under tsx (which runs this script) rspack's Module
 * Federation plugin would read its startup template through tsx's transform, whose `__name`
 * helpers then end up in the bundles and fail there. Its job (argv[2], JSON): the repository, the
 * @rspack/core entry tooling/build/rspack-common.mjs imports, the shims, and the builds to run.
 * A maintained build loses the startup rewrite (the NormalModuleReplacementPlugin whose pattern
 * is FEDERATION_STARTUP); its shell has federation-runtime/ replaced by the shims and the retry
 * plugin built on the runtime's own sdk (it asks for an older one: one copy on the page); with
 * `external`, the shell provides runtime-core and the remotes use it.
 */
const BUILDER = String.raw`import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const load = (file) => import(pathToFileURL(file).href);
const { rspack } = await load(job.rspack);
const { FEDERATION_STARTUP } = await load(path.join(job.repo, 'tooling/build/bundler-runtime/federation-startup.mjs'));
const SHIMMED = /federation-runtime[\\/](remote-containers|bundler-runtime)$/;
const runtimeDir = path.join(job.repo, 'shell/src/composition/federation-runtime');

function toMaintained(app, config, external) {
  const isRewrite = (plugin) =>
    plugin instanceof rspack.NormalModuleReplacementPlugin && plugin._args[0] === FEDERATION_STARTUP;
  const before = config.plugins.length;
  config.plugins = config.plugins.filter((plugin) => !isRewrite(plugin));
  if (config.plugins.length !== before - 1) throw new Error(app + ': no startup rewrite to remove');
  const federation = config.plugins.find((plugin) => plugin?.name === 'RspackModuleFederationPlugin');
  if (!federation) throw new Error(app + ': no Module Federation plugin');
  if (external) {
    const option = app === 'shell' ? 'provideExternalRuntime' : 'externalRuntime';
    federation._options.experiments = { ...federation._options.experiments, [option]: true };
  }
  if (app !== 'shell') return;
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(SHIMMED, (resolveData) => {
      const name = SHIMMED.exec(resolveData.request)?.[1];
      const target = path.resolve(resolveData.context ?? '', resolveData.request);
      if (name && target === path.join(runtimeDir, name)) resolveData.request = job.shims[name];
    }),
  );
  config.resolve.alias = { ...config.resolve.alias, '@module-federation/sdk$': job.sdk };
}

for (const { app, side, variant, out } of job.builds) {
  const { default: configs } = await load(path.join(job.repo, app, 'rspack.config.mjs'));
  const [browser, server] = configs({});
  const config = side === 'server' ? server : browser;
  if (side === 'browser' && variant !== 'own') toMaintained(app, config, variant === 'maintained-external');
  config.output.path = out;
  delete config.dependencies; // one compiler at a time
  process.stderr.write('build ' + app + ' (' + (side === 'server' ? 'server' : variant) + ')\n');
  const compiler = rspack(config);
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}
`;

interface BuildJob {
  app: App;
  side: 'browser' | 'server';
  variant?: Variant;
  out: string;
}

function runBuilds(builds: BuildJob[], shims: Record<string, string>): void {
  const builder = path.join(WORK, 'build.mjs');
  const jobFile = path.join(WORK, 'build-job.json');
  writeFileSync(builder, BUILDER);
  writeFileSync(
    jobFile,
    JSON.stringify({
      repo: REPO_ROOT,
      rspack: require.resolve('@rspack/core', { paths: [REPO_ROOT] }),
      sdk: esmEntry('@module-federation/sdk'),
      shims,
      builds,
    }),
  );
  execFileSync(process.execPath, [builder, jobFile], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

/** @module-federation/retry-plugin's ES module entry: the repository's, or one installed under DEPS. */
function retryPluginEntry(): string {
  const packageDir = (dir: string) => path.join(dir, 'node_modules', '@module-federation', 'retry-plugin');
  let dir = [REPO_ROOT, DEPS].map(packageDir).find((candidate) => existsSync(candidate));
  if (!dir) {
    process.stderr.write(`@module-federation/retry-plugin is not installed: installing it into ${DEPS}\n`);
    mkdirSync(DEPS, { recursive: true });
    writeFileSync(path.join(DEPS, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      ['install', '--prefix', DEPS, '--no-audit', '--no-fund', '@module-federation/retry-plugin'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    dir = packageDir(DEPS);
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    module?: string;
  };
  if (!pkg.module) throw new Error(`${dir}: no ES module entry`);
  process.stderr.write(`retry plugin: @module-federation/retry-plugin@${pkg.version}\n`);
  return path.join(dir, pkg.module);
}

/** The ES module entry of a package as the repository installs it ('import' condition). */
function esmEntry(name: string): string {
  const dir = path.join(REPO_ROOT, 'node_modules', name);
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  };
  return path.join(dir, exports['.'].import.default);
}

/**
 * The shell's side of the maintained runtime, in place of composition/federation-runtime/: what
 * composition/federation.ts calls, done by @module-federation/runtime and its retry plugin.
 */
function writeMaintainedShims(dir: string, retryPlugin: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  const remoteContainers = path.join(dir, 'remote-containers.mjs');
  writeFileSync(
    remoteContainers,
    `import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { RetryPlugin } from ${JSON.stringify(retryPlugin)};

export function createRemoteLoader({ retryTimes, retryDelayMs }) {
  let withPlugins = false;
  const plugins = () => {
    if (withPlugins) return;
    withPlugins = true;
    registerPlugins([RetryPlugin({ script: { retryTimes, retryDelay: retryDelayMs } })]);
  };
  return {
    registerRemotes(list, { force = false } = {}) {
      plugins();
      registerRemotes(list, { force });
    },
    loadRemote(id) {
      plugins();
      return loadRemote(id);
    },
  };
}
`,
  );
  const bundlerRuntime = path.join(dir, 'bundler-runtime.mjs');
  // The maintained runtime keeps the page's share scopes itself.
  writeFileSync(bundlerRuntime, 'export function pageShareScopes() {\n  return {};\n}\n');
  return { 'remote-containers': remoteContainers, 'bundler-runtime': bundlerRuntime };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A release's id as tooling/build/release.mjs names it: the content hash of its files. */
function releaseId(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    hash.update(path.relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A root that tooling/server/start.ts serves as the repository's: a copy of tooling/ (whose
 * shop-layout.ts finds the remotes' releases beside it), links to the sources and packages,
 * and each remote's dist/ with this variant's release as its latest.
 */
function stageRoot(variant: Variant): string {
  const root = path.join(WORK, variant, 'root');
  cpSync(path.join(REPO_ROOT, 'tooling'), path.join(root, 'tooling'), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  for (const entry of [
    'api',
    'shell',
    'shared-contracts',
    'remote-kit',
    'node_modules',
    'tsconfig.base.json',
  ])
    symlinkSync(path.join(REPO_ROOT, entry), path.join(root, entry));
  copyFileSync(path.join(REPO_ROOT, 'package.json'), path.join(root, 'package.json'));
  return root;
}

async function buildVariants(): Promise<Staged[]> {
  // Emptied first: never the repository, whose dist/ folders this bench leaves alone.
  const inRepo = !path.relative(REPO_ROOT, WORK).startsWith('..');
  if (inRepo || WORK === path.parse(WORK).root)
    throw new Error(`${WORK}: choose a folder outside the repository`);
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const shims = writeMaintainedShims(path.join(WORK, 'shims'), retryPluginEntry());
  const serverOut = (app: App) => path.join(WORK, 'server', app);
  const browserOut = (variant: Variant, app: App) => path.join(WORK, variant, 'build', app);
  // The server builds are the same in every variant: built once.
  runBuilds(
    [
      ...APPS.map((app): BuildJob => ({ app, side: 'server', out: serverOut(app) })),
      ...VARIANTS.flatMap((variant) =>
        APPS.map((app): BuildJob => ({ app, side: 'browser', variant, out: browserOut(variant, app) })),
      ),
    ],
    shims,
  );

  const { compressFolder } = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'tooling', 'build', 'compress.mjs')).href
  )) as {
    compressFolder: (dir: string) => void;
  };
  return VARIANTS.map((variant) => {
    const root = stageRoot(variant);
    const shellDist = browserOut(variant, 'shell');
    cpSync(serverOut('shell'), path.join(shellDist, 'server'), { recursive: true });
    compressFolder(shellDist);
    for (const app of APPS.filter((candidate) => candidate !== 'shell')) {
      const out = browserOut(variant, app);
      // The server build's files are under server/ already, as in a release.
      cpSync(serverOut(app), out, { recursive: true });
      const id = releaseId(out);
      compressFolder(out);
      const releases = path.join(root, app, 'dist', 'releases');
      mkdirSync(releases, { recursive: true });
      renameSync(out, path.join(releases, id));
      writeFileSync(path.join(root, app, 'dist', 'latest.json'), `${JSON.stringify({ release: id })}\n`);
    }
    return { variant, root, shellDist };
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring

/**
 * The home page as the server renders it, once its render workers are up and the catalogue's
 * part fits its budget (a busy machine may still leave it to the browser now and then).
 */
async function warmUp(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}/`)).text();
    if (html.includes('"rendered":true')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.stderr.write(`${baseUrl}/: the catalogue was not rendered on the server within a minute\n`);
}

/**
 * `work` with a Chromium of its own, closed after it; run again once with a new one when the
 * browser went away under it (the machine's other work may end it).
 */
async function inBrowser<T>(work: (browser: Browser) => Promise<T>, attempts = 2): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await work(browser);
  } catch (error) {
    if (attempts <= 1 || !/has been closed/.test(String(error))) throw error;
    process.stderr.write('Chromium went away: measuring again with a new one\n');
    return inBrowser(work, attempts - 1);
  } finally {
    await browser.close().catch(() => undefined);
  }
}

interface PageCheck {
  errors: string[];
  fallbacks: number;
}

/** The home page works: no script error, no remote's fallback, the catalogue's heading shows. */
async function checkHome(browser: Browser, baseUrl: string): Promise<PageCheck> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => localStorage.setItem('shell.cookie-consent', 'true'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-boundary="mf_catalog"] h1').first().waitFor({ timeout: 30_000 });
    return { errors, fallbacks: await page.locator('[data-remote-fallback]').count() };
  } finally {
    await context.close();
  }
}

/** Where a fetched file's source map is in the staged variant. */
function sourceMapOf(url: string, staged: Staged): RawSourceMap | undefined {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const remote = /^\/mf\/(mf-[\w-]+)\/([\w.-]+)\/(.+)$/.exec(pathname);
  const file = remote
    ? path.join(staged.root, remote[1]!, 'dist', 'releases', remote[2]!, `${remote[3]!}.map`)
    : path.join(staged.shellDist, `${pathname.slice(1)}.map`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : undefined;
}

const RUNTIME_PARTS = [
  'Module Federation runtime (@module-federation/*)',
  "MF plugin's generated startup",
  "shop's own runtime",
  'rspack runtime modules',
  'everything else',
] as const;
type RuntimePart = (typeof RUNTIME_PARTS)[number];

function runtimePartOf(source: string): RuntimePart {
  const name = source.replace(/\\/g, '/');
  if (/node_modules\/@module-federation\//.test(name)) return RUNTIME_PARTS[0];
  if (/federation-runtime\/|tooling\/bundler-runtime\/|startContainer/.test(decodeURIComponent(name)))
    return RUNTIME_PARTS[2];
  if (name.includes('data:text/javascript')) return RUNTIME_PARTS[1];
  if (/^webpack:\/\/[^/]*\/webpack\//.test(name) || name.startsWith('webpack/')) return RUNTIME_PARTS[3];
  return RUNTIME_PARTS[4];
}

/**
 * A load's gzip bytes by runtime part: each file's gzip size shared out in proportion to the
 * raw bytes its source map gives each part (as src/package-split.ts does by package).
 */
function splitByRuntime(load: FirstLoad, staged: Staged): Record<RuntimePart, number> {
  const split = Object.fromEntries(RUNTIME_PARTS.map((part) => [part, 0])) as Record<RuntimePart, number>;
  for (const file of load.files.filter((candidate) => candidate.kind === 'js')) {
    const map = sourceMapOf(file.url, staged);
    if (!map) {
      split['everything else'] += file.gzipBytes;
      continue;
    }
    const code = file.body.toString('utf8');
    const lines = code.split('\n');
    const raw = new Map<RuntimePart, number>();
    const segments: Array<{ line: number; column: number; part: RuntimePart }> = [];
    new SourceMapConsumer(map).eachMapping(
      (mapping) =>
        void segments.push({
          line: mapping.generatedLine,
          column: mapping.generatedColumn,
          part: mapping.source ? runtimePartOf(mapping.source) : 'rspack runtime modules',
        }),
      undefined,
      SourceMapConsumer.GENERATED_ORDER,
    );
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      const text = lines[segment.line - 1] ?? '';
      const end = next && next.line === segment.line ? next.column : text.length;
      raw.set(
        segment.part,
        (raw.get(segment.part) ?? 0) + Buffer.byteLength(text.slice(segment.column, end)),
      );
    });
    const total = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [part, bytes] of raw) split[part] += (file.gzipBytes * bytes) / total;
  }
  return split;
}

/** A fetched script by role: the shell's entry, its other chunks, a remote's remoteEntry.js or chunks. */
function fileRole(url: string): string {
  const pathname = new URL(url).pathname;
  const remote = /^\/mf\/(mf-[\w-]+)\/[\w.-]+\/(.+)$/.exec(pathname);
  if (remote) return remote[2] === 'remoteEntry.js' ? `${remote[1]} remoteEntry.js` : `${remote[1]} chunks`;
  return /^\/main\.[0-9a-f]+\.js$/.test(pathname) ? 'shell entry (main.js)' : 'shell chunks';
}

function byRole(load: FirstLoad): Map<string, { bytes: number; files: number }> {
  const roles = new Map<string, { bytes: number; files: number }>();
  for (const file of load.files.filter((candidate) => candidate.kind === 'js')) {
    const role = roles.get(fileRole(file.url)) ?? { bytes: 0, files: 0 };
    role.bytes += file.gzipBytes;
    role.files += 1;
    roles.set(fileRole(file.url), role);
  }
  return roles;
}

/** Each variant's Lighthouse runs, LIGHTHOUSE_RUNS rounds taking the variants in turn. */
async function lighthouseRuns(shops: Map<Variant, RunningShop>): Promise<Map<Variant, LighthouseFigures[]>> {
  const runs = new Map<Variant, LighthouseFigures[]>([...shops.keys()].map((variant) => [variant, []]));
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const [variant, shop] of shops) {
      process.stderr.write(`Lighthouse ${round}/${LIGHTHOUSE_RUNS} ${variant}\n`);
      runs.get(variant)!.push(await runLighthouse(`${shop.baseUrl}/`));
    }
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: Array<[string, ...string[]]>, header: string[]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length), 0) + 2;
  const cells = (values: string[]) => values.map((value) => value.padStart(22)).join('');
  return [
    `${''.padEnd(width)}${cells(header)}`,
    ...rows.map(([label, ...values]) => label.padEnd(width) + cells(values)),
  ];
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'development') throw new Error('measure production builds: unset NODE_ENV');
  const staged = await buildVariants();
  const shops = new Map<Variant, RunningShop>();
  try {
    for (const { variant, root, shellDist } of staged) {
      process.stderr.write(`start ${variant}\n`);
      const shop = await startShop(
        { SHELL_DIST: shellDist, SERVER_RENDERING: 'on', RATE_LIMIT: 'off' },
        path.join(root, 'tooling', 'server', 'start.ts'),
      );
      shops.set(variant, shop);
      await warmUp(shop.baseUrl);
    }

    const checks = await inBrowser(async (browser) => {
      const found = new Map<Variant, PageCheck>();
      for (const [variant, shop] of shops) found.set(variant, await checkHome(browser, shop.baseUrl));
      return found;
    });
    // Two loads each, alternating: the bytes of one page do not change, the second confirms it.
    const loads = await inBrowser(async (browser) => {
      const found = new Map<Variant, FirstLoad[]>(VARIANTS.map((variant) => [variant, []]));
      for (let round = 0; round < 2; round += 1)
        for (const [variant, shop] of shops)
          found.get(variant)!.push(await measureFirstLoad(browser, `${shop.baseUrl}/`));
      return found;
    });
    const lighthouseRounds = withLighthouse ? await lighthouseRuns(shops) : undefined;
    const lighthouse =
      lighthouseRounds &&
      new Map([...lighthouseRounds].map(([variant, figures]) => [variant, medianFigures(figures)]));

    const first = (variant: Variant) => loads.get(variant)![0]!;
    const jsFiles = (load: FirstLoad) => load.files.filter((file) => file.kind === 'js').length;
    const date = new Date().toISOString().slice(0, 10);
    console.log(
      `\nHome page (/), server rendering on, ${date} — Chromium 1280 px, gzip -9 of every script fetched; ` +
        `load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}\n`,
    );
    const rows: Array<[string, ...string[]]> = [
      [
        'JS KB (gzip)',
        ...VARIANTS.map((variant) =>
          loads
            .get(variant)!
            .map((load) => kb(load.jsGzipBytes))
            .join(' / '),
        ),
      ],
      ['JS bytes (gzip), 1st load', ...VARIANTS.map((variant) => String(first(variant).jsGzipBytes))],
      ['JS files', ...VARIANTS.map((variant) => String(jsFiles(first(variant))))],
      ['requests (all)', ...VARIANTS.map((variant) => String(first(variant).requests))],
      ['CSS KB (gzip)', ...VARIANTS.map((variant) => kb(first(variant).cssGzipBytes))],
      [
        'page errors / fallbacks',
        ...VARIANTS.map(
          (variant) => `${checks.get(variant)!.errors.length} / ${checks.get(variant)!.fallbacks}`,
        ),
      ],
    ];
    for (const line of table(rows, [...VARIANTS])) console.log(line);

    console.log('\nJS by file (KB gzip, files)\n');
    const roles = new Map(VARIANTS.map((variant) => [variant, byRole(first(variant))]));
    const roleNames = [...new Set(VARIANTS.flatMap((variant) => [...roles.get(variant)!.keys()]))].sort();
    for (const line of table(
      roleNames.map((role) => [
        role,
        ...VARIANTS.map((variant) => {
          const figures = roles.get(variant)!.get(role);
          return figures ? `${kb(figures.bytes)} (${figures.files})` : '—';
        }),
      ]),
      [...VARIANTS],
    ))
      console.log(line);

    console.log('\nJS by runtime part (KB gzip, shared out by source map)\n');
    const splits = new Map(
      staged.map((stage) => [stage.variant, splitByRuntime(first(stage.variant), stage)]),
    );
    for (const line of table(
      RUNTIME_PARTS.map((part) => [part, ...VARIANTS.map((variant) => kb(splits.get(variant)![part]))]),
      [...VARIANTS],
    ))
      console.log(line);

    if (lighthouse) {
      console.log(
        `\nLighthouse 13, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (variants alternating)\n`,
      );
      const figure = (pick: (figures: LighthouseFigures) => string) =>
        VARIANTS.map((variant) => pick(lighthouse.get(variant)!));
      for (const line of table(
        [
          ['performance', ...figure((f) => String(f.performance))],
          [
            '  each run',
            ...VARIANTS.map((variant) =>
              lighthouseRounds!
                .get(variant)!
                .map((f) => f.performance)
                .join(' '),
            ),
          ],
          ['LCP s', ...figure((f) => (f.lcpMs / 1000).toFixed(2))],
          ['TBT ms', ...figure((f) => String(Math.round(f.tbtMs)))],
          ['CLS', ...figure((f) => f.cls.toFixed(3))],
          ['accessibility', ...figure((f) => String(f.accessibility))],
          ['SEO', ...figure((f) => String(f.seo))],
        ],
        [...VARIANTS],
      ))
        console.log(line);
    } else console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)');

    // Issue 24, point 8: the own runtime stays only if it buys ≥ 10 KB gzip or ≥ 3 points
    // against the maintained runtime at its best.
    const own = first('own');
    const savedKb =
      Math.min(...MAINTAINED.map((variant) => first(variant).jsGzipBytes - own.jsGzipBytes)) / 1024;
    const points = lighthouse
      ? lighthouse.get('own')!.performance -
        Math.max(...MAINTAINED.map((variant) => lighthouse.get(variant)!.performance))
      : undefined;
    const keep = savedKb >= 10 || (points !== undefined && points >= 3);
    console.log(
      `\nagainst the maintained runtime at its best, the own one saves ${savedKb.toFixed(1)} KB gzip ` +
        `(rule: ≥ 10)${points === undefined ? '' : ` and ${points} Lighthouse points (rule: ≥ 3)`}: ` +
        (keep ? 'keep it' : 'return to the maintained runtime'),
    );
    for (const [variant, check] of checks)
      for (const error of check.errors.slice(0, 5)) console.log(`${variant}: ${error}`);

    writeFileSync(
      path.join(WORK, 'result.json'),
      `${JSON.stringify(
        {
          date,
          variants: Object.fromEntries(
            VARIANTS.map((variant) => [
              variant,
              {
                jsGzipBytes: loads.get(variant)!.map((load) => load.jsGzipBytes),
                cssGzipBytes: first(variant).cssGzipBytes,
                requests: first(variant).requests,
                files: first(variant)
                  .files.filter((file) => file.kind === 'js')
                  .map((file) => ({ url: new URL(file.url).pathname, gzipBytes: file.gzipBytes })),
                runtimeParts: splits.get(variant),
                lighthouse: lighthouse?.get(variant),
                lighthouseRuns: lighthouseRounds?.get(variant),
                check: checks.get(variant),
              },
            ]),
          ),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await Promise.all([...shops.values()].map((shop) => stopShop(shop)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
