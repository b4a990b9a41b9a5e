import { type i18n } from 'i18next';

/** A function getFixedT returns, as react-i18next calls and reads it. */
interface FixedT {
  (key: unknown, ...rest: unknown[]): unknown;
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
}

/** Texts remembered per language, namespace and key prefix, at most: past it they start anew. */
const MAX_TEXTS_PER_SCOPE = 4096;

/**
 * The key a text is remembered by: its key alone, or with its options when every option is a
 * string, number or boolean (a count, a name: the same words each time they are the same). A
 * text asked for with anything else (an object, a function) is not remembered.
 */
function textKey(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (rest.length === 0) return key;
  const options = rest[0] as Record<string, unknown> | null;
  if (rest.length > 1 || typeof options !== 'object' || options === null) return undefined;
  let text = key;
  for (const name in options) {
    const value = options[name];
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
    text += `\u0000${name}\u0001${kind}\u0001${String(value)}`;
  }
  return text;
}

/**
 * Makes `instance` look each text up once per language: a text is the same on every page for
 * the same key and options, and i18next's lookup of each one (options copied, namespaces and
 * fallbacks resolved, plurals and values filled in) was a quarter of a page's render on the
 * server. A bundle added later (a remote's texts, loaded with its code) clears what was
 * remembered. The function for each language, namespace and key prefix is made once.
 */
export function rememberPlainTexts(instance: i18n): void {
  // Texts by key, in the function of each language, namespace and key prefix; a bundle added
  // starts a new generation, and each function then starts anew.
  let generation = 0;
  instance.store.on('added', () => {
    generation += 1;
  });
  const fixedTs = new Map<string, FixedT>();
  const getFixedT = instance.getFixedT.bind(instance);

  instance.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, fixedOptions] = args as unknown[];
    const { scopeNs } = (fixedOptions ?? {}) as { scopeNs?: unknown };
    const scope = [lng, ns, keyPrefix, scopeNs].map(String).join('\u0000');
    // A key prefix given as a function (a selector) is not told apart by its name.
    const reusable = typeof keyPrefix !== 'function';
    const made = reusable ? fixedTs.get(scope) : undefined;
    if (made) return made as unknown as ReturnType<i18n['getFixedT']>;
    const fixed = getFixedT(...args) as unknown as FixedT;
    let texts = new Map<string, string>();
    let textsGeneration = generation;
    const remembering: FixedT = (key, ...rest) => {
      const id = textKey(key, rest);
      if (id === undefined) return fixed(key, ...rest);
      if (textsGeneration !== generation || texts.size >= MAX_TEXTS_PER_SCOPE) {
        texts = new Map();
        textsGeneration = generation;
      }
      let text = texts.get(id);
      if (text === undefined) {
        const found = fixed(key, ...rest);
        if (typeof found !== 'string') return found;
        texts.set(id, (text = found));
      }
      return text;
    };
    Object.assign(remembering, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
    if (reusable) fixedTs.set(scope, remembering);
    return remembering as unknown as ReturnType<i18n['getFixedT']>;
  }) as i18n['getFixedT'];
}
