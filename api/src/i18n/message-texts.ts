/** A message in both of the shop's languages, Castellano (the default) and English. */
export type MessageTexts = Record<string, { es: string; en: string }>;

/** Joins the modules' message catalogues; a key defined by two of them is a mistake caught at start. */
export function joinMessages<T extends MessageTexts[]>(
  ...catalogues: T
): T[number] extends infer C ? UnionToIntersection<C> : never {
  const joined: MessageTexts = {};
  for (const catalogue of catalogues) {
    for (const [key, texts] of Object.entries(catalogue)) {
      if (Object.hasOwn(joined, key)) throw new Error(`message '${key}' is defined twice`);
      joined[key] = texts;
    }
  }
  return joined as never;
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
