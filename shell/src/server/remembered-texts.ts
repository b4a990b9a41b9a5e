import { type i18n } from 'i18next';

/** A function getFixedT returns, as react-i18next calls and reads it. */
interface FixedT {
  (key: unknown, ...rest: unknown[]): unknown;
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
}

/**
 * Makes `instance` look each plain text up once: a text asked for by its key alone (no count,
 * no values, no options) is the same on every page of a language, and i18next's lookup of each
 * one (options copied, namespaces and fallbacks resolved) was a quarter of a page's render on
 * the server. Texts asked for with options are looked up every time. A bundle added later
 * (a remote's texts, loaded with its code) clears what was remembered.
 */
export function rememberPlainTexts(instance: i18n): void {
  // Texts by key, for each language, namespace and key prefix asked for.
  const remembered = new Map<string, Map<string, string>>();
  instance.store.on('added', () => remembered.clear());
  const getFixedT = instance.getFixedT.bind(instance);

  instance.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const fixed = getFixedT(...args) as unknown as FixedT;
    const [lng, ns, keyPrefix] = args;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}`;
    const textsOf = () => {
      let texts = remembered.get(scope);
      if (!texts) remembered.set(scope, (texts = new Map()));
      return texts;
    };
    const remembering: FixedT = (key, ...rest) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      const texts = textsOf();
      let text = texts.get(key);
      if (text === undefined) {
        const found = fixed(key);
        if (typeof found !== 'string') return found;
        texts.set(key, (text = found));
      }
      return text;
    };
    Object.assign(remembering, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
    return remembering as unknown as ReturnType<i18n['getFixedT']>;
  }) as i18n['getFixedT'];
}
