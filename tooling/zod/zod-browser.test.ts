import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSourceFiles } from '../browser-imports';

// The browser's shared zod (zod-browser.mjs) is zod less a few parts; these checks keep it
// from silently missing what browser code uses.
const REPO = path.resolve(__dirname, '..', '..');

function exportsOf(file: string): string[] {
  const script = `import(${JSON.stringify(file)}).then((m) => console.log(JSON.stringify(Object.keys(m.z))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
}

describe('the zod shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'zod-browser.mjs')));

  it('has every z. member that browser code uses', () => {
    const used = new Set<string>();
    for (const file of browserSourceFiles()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bz\.([a-z]\w*)\s*\(/g)) used.add(match[1]!);
    }
    expect([...used].filter((member) => !members.has(member))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('leaves out the locales but keeps the schema builders', () => {
    expect(members.has('locales')).toBe(false);
    for (const member of [
      'object',
      'string',
      'number',
      'array',
      'union',
      'enum',
      'stringbool',
      'iso',
      'email',
    ]) {
      expect(members.has(member)).toBe(true);
    }
  });

  it('stands in for every JSON Schema processor zod’s schemas import', () => {
    const zodSchemas = readFileSync(path.join(REPO, 'node_modules/zod/v4/classic/schemas.js'), 'utf8');
    const wanted = new Set([...zodSchemas.matchAll(/processors\.(\w+)/g)].map((match) => match[1]!));
    wanted.delete('js');
    const stub = readFileSync(path.join(__dirname, 'json-schema-unavailable.mjs'), 'utf8');
    const provided = new Set([...stub.matchAll(/export const (\w+)/g)].map((match) => match[1]!));
    expect([...wanted].filter((name) => !provided.has(name))).toEqual([]);
  });
});
