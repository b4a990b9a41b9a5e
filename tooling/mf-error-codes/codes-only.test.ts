import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The browser's Module Federation runtime gets codes-only.mjs for the error descriptions.
const STUB = pathToFileURL(path.join(__dirname, 'codes-only.mjs')).href;
/** The package's own descriptions module (not among its exports: read by path, as rspack resolves it). */
const DESCRIPTIONS = pathToFileURL(
  path.resolve(__dirname, '../../node_modules/@module-federation/error-codes/dist/desc.mjs'),
).href;

function run(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('Module Federation errors without their descriptions', () => {
  it('stands in for every map of the descriptions module', () => {
    const { real, stub } = run(`
      const real = await import(${JSON.stringify(DESCRIPTIONS)});
      const stub = await import(${JSON.stringify(STUB)});
      console.log(JSON.stringify({ real: Object.keys(real).sort(), stub: Object.keys(stub).sort() }));
    `) as { real: string[]; stub: string[] };
    expect(stub).toEqual(real);
  });

  it('still gives each message its code, its arguments and the page of the docs that explains it', () => {
    const { message } = run(`
      import { RUNTIME_008, getShortErrorMsg } from '@module-federation/error-codes';
      const { runtimeDescMap } = await import(${JSON.stringify(STUB)});
      const message = getShortErrorMsg(RUNTIME_008, runtimeDescMap, { remoteName: 'mf_catalog' });
      console.log(JSON.stringify({ message }));
    `) as { message: string };
    expect(message).toContain('Module Federation error #RUNTIME-008');
    expect(message).toContain('"remoteName":"mf_catalog"');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
  });
});
