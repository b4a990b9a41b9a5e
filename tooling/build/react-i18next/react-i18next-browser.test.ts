import path from 'node:path';
import { exportsOf, filesImportingWhole, namesImportedFrom } from '../browser-imports';

// The browser's shared react-i18next (react-i18next-browser.mjs) names only part of the
// package; these checks keep it from silently missing what browser code imports.

describe('the react-i18next shared with the browser', () => {
  const members = new Set(exportsOf(path.join(__dirname, 'react-i18next-browser.mjs')));

  it('has every name that browser code imports from react-i18next, which imports it by name only', () => {
    const used = namesImportedFrom(['react-i18next']);
    expect(used.has('useTranslation')).toBe(true);
    expect([...used].filter((name) => !members.has(name))).toEqual([]);
    expect(filesImportingWhole(['react-i18next'])).toEqual([]);
  });

  it('leaves the <Trans> components out', () => {
    for (const member of ['Trans', 'TransWithoutContext', 'IcuTrans'])
      expect(members.has(member)).toBe(false);
  });
});
