import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The remotes' bundler runtime is the shell's (provide-bundler-runtime.mjs), with each
// container's own state (host-bundler-runtime.mjs). These checks run the two modules as the
// browser does, in order: the shell's plugin first, then each remote's startup import.
const url = (file: string) => pathToFileURL(path.join(__dirname, file)).href;

/** Runs an ES module script in Node and returns what it printed as JSON. */
function run(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('the bundler runtime the shell hands the remotes', () => {
  it('has what the package itself exports, and each remote gets its own state', () => {
    const facts = run(`
      import real from '@module-federation/webpack-bundler-runtime';
      const plugin = (await import(${JSON.stringify(url('provide-bundler-runtime.mjs'))})).default();
      const one = (await import(${JSON.stringify(url('host-bundler-runtime.mjs') + '?one')})).default;
      const two = (await import(${JSON.stringify(url('host-bundler-runtime.mjs') + '?two')})).default;
      const functions = (runtime) => Object.keys(runtime).filter((key) => typeof runtime[key] === 'function').sort();
      console.log(JSON.stringify({
        plugin: plugin.name,
        keys: Object.keys(one).sort(),
        realKeys: Object.keys(real).sort(),
        functions: functions(one.bundlerRuntime),
        realFunctions: functions(real.bundlerRuntime),
        ownScopes: one.bundlerRuntime.S !== two.bundlerRuntime.S && one.bundlerRuntime.S !== real.bundlerRuntime.S,
        ownOptions: one.bundlerRuntimeOptions !== two.bundlerRuntimeOptions,
        sameCode: one.bundlerRuntime.consumes === real.bundlerRuntime.consumes,
        runtimeInit: typeof one.runtime.init,
      }));
    `) as Record<string, unknown>;
    expect(facts.plugin).toBe('shop-provide-bundler-runtime');
    expect(facts.keys).toEqual(facts.realKeys);
    expect(facts.functions).toEqual(expect.arrayContaining(facts.realFunctions as string[]));
    // What a remote's startup calls and the shell's own build (no exposes) leaves out.
    expect(facts.functions).toContain('initContainerEntry');
    expect(facts).toMatchObject({
      ownScopes: true,
      ownOptions: true,
      sameCode: true,
      runtimeInit: 'function',
    });
  });

  it('fails a remote loaded without the shell, with a message that says why', () => {
    const facts = run(`
      const message = await import(${JSON.stringify(url('host-bundler-runtime.mjs') + '?alone')}).then(
        () => 'loaded',
        (error) => error.message,
      );
      console.log(JSON.stringify({ message }));
    `);
    expect(facts).toEqual({ message: expect.stringMatching(/needs a shell that provides/) });
  });
});
