import { type Language } from './messages';

/**
 * The language of a request's messages: the best of es and en in Accept-Language by
 * q-value, Castellano when the header names neither (docs/spec.md §1).
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'es';
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('en') ? 'en' : tag.startsWith('es') ? 'es' : undefined;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'es';
}
