import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A remote's containers start with the shell's runtime (shell/src/composition/federation-runtime/),
// which the shell's startup leaves on the page (host-bundler-runtime.mjs), and every container's
// generated startup becomes one call of it (federation-startup.mjs). These checks run the modules
// in Node as the browser would, in order: the shell's runtime first, then a remote's import.
const url = (file: string) => JSON.stringify(pathToFileURL(path.resolve(__dirname, file)).href);
const SHELL_RUNTIME = '../../../shell/src/composition/federation-runtime/bundler-runtime.ts';

/** Runs an ES module script in Node (TypeScript through tsx) and returns what it printed as JSON. */
function run(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    }),
  );
}

/** A startup request as rspack's Module Federation plugin writes it (ModuleFederationPlugin, rspack 2). */
function generatedStartup(constants: Record<string, string>): string {
  const source = [
    `import __module_federation_bundler_runtime__ from "/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs"`,
    `const __module_federation_runtime_plugins__ = ${constants.runtime_plugins ?? '[].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))'}`,
    `const __module_federation_remote_infos__ = ${constants.remote_infos ?? '{}'}`,
    `const __module_federation_container_name__ = "mf_catalog"`,
    `const __module_federation_share_strategy__ = ${constants.share_strategy ?? '"loaded-first"'}`,
    `const __module_federation_share_fallbacks__ = undefined`,
    `const __module_federation_library_type__ = "var"`,
    'const runtimeRequire=__webpack_require__;if(runtimeRequire.federation){}',
  ].join(';');
  return `@module-federation/runtime/rspack.js!=!data:text/javascript,${encodeURIComponent(source)}`;
}

describe('the bundler runtime the shell hands the remotes', () => {
  it("gives a remote's startup the shell's startContainer, under the key the shell uses", () => {
    const facts = run(`
      // The shell's package is CommonJS to Node: its ES exports arrive under default.
      const shell = (await import(${url(SHELL_RUNTIME)})).default;
      const { BUNDLER_RUNTIME_KEY } = await import(${url('key.mjs')});
      const remote = await import(${url('host-bundler-runtime.mjs')});
      console.log(JSON.stringify({
        sameKey: BUNDLER_RUNTIME_KEY === shell.BUNDLER_RUNTIME_KEY,
        sameStart: remote.startContainer === shell.startContainer,
        isFunction: typeof remote.startContainer,
      }));
    `);
    expect(facts).toEqual({ sameKey: true, sameStart: true, isFunction: 'function' });
  });

  it('fails a remote loaded without the shell, with a message that says why', () => {
    const facts = run(`
      const message = await import(${url('host-bundler-runtime.mjs')}).then(
        () => 'loaded',
        (error) => error.message,
      );
      console.log(JSON.stringify({ message }));
    `);
    expect(facts).toEqual({ message: expect.stringMatching(/needs a shell that provides/) });
  });
});

describe("a container's generated startup", () => {
  const rewrite = (request: string) =>
    run(`
      const { FEDERATION_STARTUP, shopStartupRequest } = await import(${url('federation-startup.mjs')});
      const request = ${JSON.stringify(request)};
      try {
        const rewritten = shopStartupRequest(request, '/shell/runtime.ts');
        const [prefix, data] = rewritten.split('data:text/javascript,');
        console.log(JSON.stringify({ matched: FEDERATION_STARTUP.test(request), prefix, source: decodeURIComponent(data) }));
      } catch (error) {
        console.log(JSON.stringify({ error: error.message }));
      }
    `);

  it("becomes one call of the shop's startContainer with the container's name", () => {
    expect(rewrite(generatedStartup({}))).toEqual({
      matched: true,
      prefix: '@module-federation/runtime/rspack.js!=!',
      source:
        'import { startContainer } from "/shell/runtime.ts";startContainer(__webpack_require__, "mf_catalog");',
    });
  });

  it.each([
    ['share_strategy', '"version-first"'],
    ['remote_infos', '{"mf_account":[]}'],
    [
      'runtime_plugins',
      '[{ plugin: p0, params: undefined }].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))',
    ],
  ])('fails the build when a container asks for %s the runtime does not do', (constant, value) => {
    expect(rewrite(generatedStartup({ [constant]: value }))).toEqual({
      error: expect.stringContaining(`mf_catalog: ${constant} ${value} is not built into the shop's runtime`),
    });
  });
});
