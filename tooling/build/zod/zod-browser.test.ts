import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
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

  it('stands in for zod’s English messages: a schema’s own message keys stay, the rest say "Invalid input"', () => {
    const zodSchemas = readFileSync(path.join(REPO, 'node_modules/zod/v4/classic/schemas.js'), 'utf8');
    expect(zodSchemas).toContain('import en from "../locales/en.js"');
    // What the stand-in gives zod (Jest cannot load an .mjs file, so it is read as text).
    const stub = readFileSync(path.join(__dirname, 'english-messages-unavailable.mjs'), 'utf8');
    expect(stub).toContain('return { localeError: () => undefined };');
    const price = z.number({ error: 'price_invalid' }).positive({ error: 'price_too_low' });
    z.config({ localeError: () => undefined });
    try {
      expect(price.safeParse(Number.NaN).error?.issues.map((issue) => issue.message)).toEqual([
        'price_invalid',
      ]);
      expect(price.safeParse(-1).error?.issues.map((issue) => issue.message)).toEqual(['price_too_low']);
      const issue = z.object({ name: z.string() }).safeParse({}).error?.issues[0];
      expect(issue).toMatchObject({
        code: 'invalid_type',
        expected: 'string',
        path: ['name'],
        message: 'Invalid input',
      });
    } finally {
      z.config(z.locales.en());
    }
  });
});
