import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPlainFileName, KeptFiles } from './kept-files';

let root: string;
let folder: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kept-files-'));
  folder = join(root, 'images');
  mkdirSync(join(folder, 'sub'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Waits until `check` passes, or fails after a second. */
async function eventually(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check();) {
    if (Date.now() - started > 1_000) throw new Error('not within a second');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('KeptFiles', () => {
  it('reads a file once, shared by concurrent callers, then answers it from memory', async () => {
    writeFileSync(join(folder, 'a.svg'), '<svg a/>');
    const files = new KeptFiles({ folder, maxBytes: 1024 });
    expect(files.kept('a.svg')).toBeUndefined();
    const [first, second] = await Promise.all([files.read('a.svg'), files.read('a.svg')]);
    expect(first?.body.toString()).toBe('<svg a/>');
    expect(second).toBe(first);
    unlinkSync(join(folder, 'a.svg'));
    expect(files.kept('a.svg')).toBe(first);
  });

  it('carries the validators @fastify/send sent: a weak ETag of size and mtime, and Last-Modified', async () => {
    writeFileSync(join(folder, 'a.svg'), '<svg a/>');
    const modified = new Date('2024-05-06T07:08:09.500Z');
    utimesSync(join(folder, 'a.svg'), modified, modified);
    const file = await new KeptFiles({ folder, maxBytes: 1024 }).read('a.svg');
    expect(file).toMatchObject({
      etag: `W/"8-${modified.getTime().toString(16)}"`,
      lastModified: 'Mon, 06 May 2024 07:08:09 GMT',
      modifiedMs: Date.parse('2024-05-06T07:08:09Z'),
    });
  });

  it('reads nothing for a missing file, a folder, or a name that is not a plain file name', async () => {
    writeFileSync(join(folder, 'sub', 'nested.svg'), 'nested');
    writeFileSync(join(root, 'secret.txt'), 'secret');
    const files = new KeptFiles({ folder, maxBytes: 1024 });
    for (const name of [
      'nope.svg',
      'sub',
      'sub/nested.svg',
      '../secret.txt',
      '..\\secret.txt',
      '..',
      '.',
      '',
    ]) {
      expect({ name, file: await files.read(name) }).toEqual({ name, file: undefined });
    }
  });

  it('keeps at most maxBytes, least recently used out first', async () => {
    for (const name of ['a', 'b', 'c']) writeFileSync(join(folder, name), '1234');
    const files = new KeptFiles({ folder, maxBytes: 10 });
    await files.read('a');
    await files.read('b');
    expect(files.kept('a')).toBeDefined();
    await files.read('c');
    expect([files.kept('a'), files.kept('b'), files.kept('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('reads a file larger than the bound every time, without keeping it', async () => {
    writeFileSync(join(folder, 'big'), '12345678901');
    const files = new KeptFiles({ folder, maxBytes: 10 });
    expect((await files.read('big'))?.body.length).toBe(11);
    expect(files.kept('big')).toBeUndefined();
  });

  it('keeps a file as first read when it is never re-checked', async () => {
    writeFileSync(join(folder, 'a.svg'), 'v1');
    const files = new KeptFiles({ folder, maxBytes: 1024 });
    await files.read('a.svg');
    writeFileSync(join(folder, 'a.svg'), 'version 2');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(files.kept('a.svg')?.body.toString()).toBe('v1');
  });

  it('notices a rewritten file after the re-check interval, serving the kept bytes meanwhile', async () => {
    writeFileSync(join(folder, 'hero.svg'), 'v1');
    const files = new KeptFiles({ folder, maxBytes: 1024, recheckMs: 20 });
    await files.read('hero.svg');
    writeFileSync(join(folder, 'hero.svg'), 'version 2');
    expect(files.kept('hero.svg')?.body.toString()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Due: this answer still has the kept bytes, and the stat goes on in the background.
    expect(files.kept('hero.svg')?.body.toString()).toBe('v1');
    await eventually(() => files.kept('hero.svg') === undefined);
    expect((await files.read('hero.svg'))?.body.toString()).toBe('version 2');
    expect(files.kept('hero.svg')?.body.toString()).toBe('version 2');
  });

  it('notices a same-size rewrite by its mtime, and a removed file', async () => {
    writeFileSync(join(folder, 'hero.svg'), 'v1');
    utimesSync(join(folder, 'hero.svg'), new Date(1_000_000), new Date(1_000_000));
    const files = new KeptFiles({ folder, maxBytes: 1024, recheckMs: 10 });
    await files.read('hero.svg');
    writeFileSync(join(folder, 'hero.svg'), 'v2');
    await eventually(() => files.kept('hero.svg') === undefined);
    expect((await files.read('hero.svg'))?.body.toString()).toBe('v2');
    unlinkSync(join(folder, 'hero.svg'));
    await eventually(() => files.kept('hero.svg') === undefined);
    expect(await files.read('hero.svg')).toBeUndefined();
  });

  it('keeps a file whose re-check finds it unchanged', async () => {
    writeFileSync(join(folder, 'hero.svg'), 'v1');
    const files = new KeptFiles({ folder, maxBytes: 1024, recheckMs: 10 });
    const kept = await files.read('hero.svg');
    for (let check = 0; check < 3; check++) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      expect(files.kept('hero.svg')).toBe(kept);
    }
  });
});

describe('isPlainFileName', () => {
  it.each(['sofas-sage-front.svg', 'sofa front.svg', 'sofás.svg', 'q?.svg', 'a..b.svg', 'x'])(
    '%s is',
    (name) => expect(isPlainFileName(name)).toBe(true),
  );
  it.each(['', '.', '..', '.generated-v1', '../x', 'a/b', 'a\\b', 'a\0.svg', '/etc/passwd'])(
    '%j is not',
    (name) => expect(isPlainFileName(name)).toBe(false),
  );
});
