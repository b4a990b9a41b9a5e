import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A remote's bundler runtime is the shell's (shell/src/composition/federation-runtime/), which
// the shell's startup leaves on the page, with each container's own state
// (host-bundler-runtime.mjs). These checks run the modules as the browser does, in order: the
// shell's runtime first, then each remote's startup import.
const url = (file: string) => JSON.stringify(pathToFileURL(path.resolve(__dirname, file)).href);
const SHELL_RUNTIME = '../../shell/src/composition/federation-runtime/bundler-runtime.ts';

/** Runs an ES module script in Node (TypeScript through tsx) and returns what it printed as JSON. */
function run(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    }),
  );
}

describe('the bundler runtime the shell hands the remotes', () => {
  it('has the shape of the package the generated startup imports, and each remote gets its own state', () => {
    const facts = run(`
      import real from '@module-federation/webpack-bundler-runtime';
      // The shell's package is CommonJS to Node: its ES exports arrive under default.
      const shellModule = (await import(${url(SHELL_RUNTIME)})).default;
      const shell = shellModule.default;
      const shellKey = shellModule.BUNDLER_RUNTIME_KEY;
      const { BUNDLER_RUNTIME_KEY } = await import(${url('key.mjs')});
      const one = (await import(${url('host-bundler-runtime.mjs')} + '?one')).default;
      const two = (await import(${url('host-bundler-runtime.mjs')} + '?two')).default;
      const functions = (runtime) => Object.keys(runtime).filter((key) => typeof runtime[key] === 'function').sort();
      console.log(JSON.stringify({
        sameKey: BUNDLER_RUNTIME_KEY === shellKey,
        keys: Object.keys(one).sort(),
        shellKeys: Object.keys(shell).sort(),
        realKeys: Object.keys(real).sort(),
        functions: functions(one.bundlerRuntime),
        shellFunctions: functions(shell.bundlerRuntime),
        realFunctions: functions(real.bundlerRuntime),
        ownScopes: one.bundlerRuntime.S !== two.bundlerRuntime.S,
        ownOptions: one.bundlerRuntimeOptions !== two.bundlerRuntimeOptions,
        sameCode: one.bundlerRuntime.consumes === shell.bundlerRuntime.consumes,
      }));
    `) as Record<string, unknown>;
    expect(facts.sameKey).toBe(true);
    expect(facts.keys).toEqual(facts.realKeys);
    expect(facts.shellKeys).toEqual(facts.realKeys);
    // Everything the package offers a container's startup, and the container entry's init.
    expect(facts.functions).toEqual(expect.arrayContaining(facts.realFunctions as string[]));
    expect(facts.shellFunctions).toEqual(facts.functions);
    expect(facts.functions).toContain('initContainerEntry');
    expect(facts).toMatchObject({ ownScopes: true, ownOptions: true, sameCode: true });
  });

  it('fails a remote loaded without the shell, with a message that says why', () => {
    const facts = run(`
      const message = await import(${url('host-bundler-runtime.mjs')} + '?alone').then(
        () => 'loaded',
        (error) => error.message,
      );
      console.log(JSON.stringify({ message }));
    `);
    expect(facts).toEqual({ message: expect.stringMatching(/needs a shell that provides/) });
  });
});
