import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellTemplate } from './shell-template';

function builtShell(startupFiles?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  if (startupFiles !== undefined) writeFileSync(path.join(dist, 'startup-files.json'), startupFiles);
  return dist;
}

describe('shellTemplate', () => {
  it("turns the build's startup files into preloads of scripts and styles", () => {
    const dist = builtShell(JSON.stringify(['121.0123456789.js', '485.0123456789.css']));
    expect(shellTemplate(dist)).toEqual({
      html: '<html><head></head><body></body></html>',
      startupHints: [
        { href: '/121.0123456789.js', as: 'script' },
        { href: '/485.0123456789.css', as: 'style' },
      ],
    });
  });

  it('serves the page without preloads when the list is missing, malformed or names other files', () => {
    expect(shellTemplate(builtShell()).startupHints).toEqual([]);
    expect(shellTemplate(builtShell('{ not json')).startupHints).toEqual([]);
    const odd = JSON.stringify(['../data/shop.db', 'https://elsewhere.example/x.js', 42, 'main.js']);
    expect(shellTemplate(builtShell(odd)).startupHints).toEqual([{ href: '/main.js', as: 'script' }]);
  });
});
