import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellPageHints, shellTemplate } from './shell-template';

function builtShell(startupFiles?: string, pageFiles?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
  if (startupFiles !== undefined) writeFileSync(path.join(dist, 'startup-files.json'), startupFiles);
  if (pageFiles !== undefined) writeFileSync(path.join(dist, 'page-files.json'), pageFiles);
  return dist;
}

const LEGAL_FILES = { js: ['page-legal.0123456789.js'], css: ['page-legal.0123456789.css'] };

describe('shellTemplate', () => {
  it("turns the build's startup files into preloads of scripts and styles", () => {
    const dist = builtShell(JSON.stringify(['121.0123456789.js', '485.0123456789.css']));
    expect(shellTemplate(dist)).toEqual({
      html: '<html><head></head><body></body></html>',
      startupHints: [
        { href: '/121.0123456789.js', as: 'script' },
        { href: '/485.0123456789.css', as: 'style' },
      ],
      pageHints: {},
    });
  });

  it('serves the page without preloads when the list is missing, malformed or names other files', () => {
    expect(shellTemplate(builtShell()).startupHints).toEqual([]);
    expect(shellTemplate(builtShell('{ not json')).startupHints).toEqual([]);
    const odd = JSON.stringify(['../data/shop.db', 'https://elsewhere.example/x.js', 42, 'main.js']);
    expect(shellTemplate(builtShell(odd)).startupHints).toEqual([{ href: '/main.js', as: 'script' }]);
  });
});

describe('shellPageHints', () => {
  it("gives a shell page's own script and styles on its paths only", () => {
    const pages = { '/pages/faqs': LEGAL_FILES, '/pages/shipping': LEGAL_FILES };
    const template = shellTemplate(builtShell('[]', JSON.stringify(pages)));
    const legal = [
      { href: '/page-legal.0123456789.js', as: 'script' },
      { href: '/page-legal.0123456789.css', as: 'style' },
    ];
    expect(shellPageHints(template, '/pages/faqs')).toEqual(legal);
    expect(shellPageHints(template, '/pages/shipping')).toEqual(legal);
    expect(shellPageHints(template, '/pages/unknown')).toEqual([]);
    expect(shellPageHints(template, '/')).toEqual([]);
  });

  it('gives nothing when the page files are missing or malformed', () => {
    expect(shellPageHints(shellTemplate(builtShell('[]')), '/pages/faqs')).toEqual([]);
    expect(shellPageHints(shellTemplate(builtShell('[]', '{ not json')), '/pages/faqs')).toEqual([]);
    const odd = JSON.stringify({ '/pages/faqs': { js: ['../secret.js', 7], css: 'page.css' } });
    expect(shellPageHints(shellTemplate(builtShell('[]', odd)), '/pages/faqs')).toEqual([]);
  });
});
