import i18next from 'i18next';
import { rememberPlainTexts } from './remembered-texts';

async function instance() {
  const created = i18next.createInstance();
  await created.init({
    lng: 'es-ES',
    fallbackLng: 'es-ES',
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    resources: {
      'es-ES': {
        shell: {
          greeting: 'Hola',
          named: 'Hola, {{name}}',
          items_one: '{{count}} artículo',
          items_other: '{{count}} artículos',
        },
      },
      'en-US': { shell: { greeting: 'Hello' } },
    },
  });
  return created;
}

describe('plain texts remembered on the server', () => {
  it('gives what i18next gives, for plain texts, texts with values and plurals', async () => {
    const plain = await instance();
    const remembering = await instance();
    rememberPlainTexts(remembering);
    const expected = plain.getFixedT('es-ES', 'shell');
    const actual = remembering.getFixedT('es-ES', 'shell');
    expect(actual('greeting')).toBe(expected('greeting'));
    expect(actual('greeting')).toBe('Hola');
    expect(actual('named', { name: 'Ana' })).toBe('Hola, Ana');
    expect(actual('named', { name: 'Luis' })).toBe('Hola, Luis');
    expect(actual('items', { count: 1 })).toBe('1 artículo');
    expect(actual('items', { count: 3 })).toBe('3 artículos');
    expect(remembering.getFixedT('en-US', 'shell')('greeting')).toBe('Hello');
  });

  it('forgets what it remembered when a remote adds its texts', async () => {
    const remembering = await instance();
    rememberPlainTexts(remembering);
    const t = remembering.getFixedT('es-ES', 'catalog');
    expect(t('title')).toBe('title');
    remembering.addResourceBundle('es-ES', 'catalog', { title: 'Catálogo' });
    expect(remembering.getFixedT('es-ES', 'catalog')('title')).toBe('Catálogo');
  });

  it('keeps what react-i18next reads on the function it is given', async () => {
    const remembering = await instance();
    rememberPlainTexts(remembering);
    const t = remembering.getFixedT('en-US', 'shell', 'frame') as unknown as Record<string, unknown>;
    expect([t.lng, t.ns, t.keyPrefix]).toEqual(['en-US', 'shell', 'frame']);
  });
});
