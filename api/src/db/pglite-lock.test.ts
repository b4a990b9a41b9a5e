import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockPGliteDir, PGLITE_LOCK_FILE, PGliteInUseError } from './pglite-lock';

// PGlite is PostgreSQL in one process and does not refuse a second one on its folder: the
// shop's commands take this lock so a second process fails with a clear message instead.

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  file = path.join(dir, PGLITE_LOCK_FILE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockPGliteDir', () => {
  it('writes this process’s pid and removes the file when released', () => {
    const release = lockPGliteDir(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
    lockPGliteDir(file)();
  });

  it('refuses a second lock of the folder in the same process', () => {
    const release = lockPGliteDir(file);
    expect(() => lockPGliteDir(file)).toThrow(PGliteInUseError);
    release();
  });

  it('refuses while another live process holds it, naming that process and what to do', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(file, `${other.pid}\n`);
      expect(() => lockPGliteDir(file)).toThrow(
        new RegExp(`open in another process \\(pid ${other.pid}\\)\\. PGlite serves one process at a time`),
      );
      expect(readFileSync(file, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.once('exit', resolve));
    writeFileSync(file, `${other.pid}\n`);
    const release = lockPGliteDir(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
