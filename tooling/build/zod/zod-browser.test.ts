import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSourceFiles, exportsOf } from '../browser-imports';

// The browser's shared zod (zod-browser.mjs) names only the members browser code calls;
// these checks keep it from silently missing one.
const REPO = path.resolve(__dirname, '..', '..', '..');

describe('the zod shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'zod-browser.mjs')));

  it('has every z. member that browser code uses', () => {
    const used = new Set<string>();
    for (const file of browserSourceFiles()) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      // A call (`z.object(`, or `z` and `.preprocess(` on the next line) or a namespace's
      // (`z.iso.datetime(`); not a type (`z.infer<`).
      for (const match of code.matchAll(/\bz\s*\.\s*([a-z]\w*)\s*[(.]/g)) used.add(match[1]!);
    }
    expect([...used].filter((member) => !members.has(member))).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('leaves out what no browser code calls but keeps the schema builders', () => {
    for (const member of ['locales', 'core', 'toJSONSchema', 'fromJSONSchema', 'ipv4', 'templateLiteral'])
      expect(members.has(member)).toBe(false);
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
