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

  it('looks a text with the same values up once, and one with other values anew', async () => {
    const remembering = await instance();
    rememberPlainTexts(remembering);
    const t = remembering.getFixedT('es-ES', 'shell');
    expect(t('items', { count: 2 })).toBe('2 artículos');
    const lookUp = jest.spyOn(remembering, 't');
    expect(t('items', { count: 2 })).toBe('2 artículos');
    expect(lookUp).not.toHaveBeenCalled();
    expect(t('items', { count: 1 })).toBe('1 artículo');
    expect(t('named', { name: 'Ana', count: 2 })).toBe('Hola, Ana');
    expect(t('named', { name: 'Ana' })).toBe('Hola, Ana');
    expect(lookUp).toHaveBeenCalledTimes(3);
    // Options that are not plain values are passed on every time.
    expect(t('named', { name: 'Eva', interpolation: { escapeValue: true } })).toBe('Hola, Eva');
    expect(t('named', { name: 'Eva', interpolation: { escapeValue: true } })).toBe('Hola, Eva');
    expect(lookUp).toHaveBeenCalledTimes(5);
  });

  it('gives one function per language, namespace and key prefix, which reads texts added later', async () => {
    const remembering = await instance();
    rememberPlainTexts(remembering);
    const first = remembering.getFixedT('es-ES', 'shell', undefined);
    expect(remembering.getFixedT('es-ES', 'shell', undefined)).toBe(first);
    expect(remembering.getFixedT('en-US', 'shell', undefined)).not.toBe(first);
    expect(first('named', { name: 'Ana' })).toBe('Hola, Ana');
    remembering.addResourceBundle('es-ES', 'shell', { named: '¡Hola, {{name}}!' }, true, true);
    expect(first('named', { name: 'Ana' })).toBe('¡Hola, Ana!');
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
