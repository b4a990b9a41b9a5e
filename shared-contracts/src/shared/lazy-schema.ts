/**
 * A module-level schema of the contracts: `export const ProductSchema = lazySchema(() =>
 * z.object({ … }))`. In a browser it is built the first time anything reads it
 * ({@link schemaOnFirstUse}); on a server (the API, the render workers, tests in Node) at once.
 *
 * Why: every bundle of a page (the shell and each remote) carries its own copy of the
 * contracts it uses, and building their schemas while the bundle starts — a few hundred zod
 * constructions, each kind's first one installing zod's methods — was about half of the
 * shell's start-up task and much of each remote's, on a phone's first load, for answers that
 * page may never parse. A server builds them once, and needs them to be themselves: zod's
 * `toJSONSchema` (the API's serializers, the contract record) tells schemas apart by identity.
 */
export function lazySchema<S extends object>(build: () => S): S {
  const inBrowser = (globalThis as { document?: unknown }).document !== undefined;
  return inBrowser ? schemaOnFirstUse(build) : build();
}

/**
 * A stand-in for the schema `build` makes, built the first time anything reads it: parse it,
 * extend it, compose it, `instanceof` it. It is a Proxy in front of the schema: every read,
 * `in`, key listing and prototype question is answered by the built schema. What differs is
 * identity: the proxy is not `===` the schema it builds, so what keys a map by schema (zod's
 * registries and `toJSONSchema`) must not see it; browsers run neither on the contracts.
 */
export function schemaOnFirstUse<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => (built ??= build());
  // Nothing writes to a schema (zod's own methods write to the built one, their receiver).
  return new Proxy({} as S, {
    get: (_target, key) => Reflect.get(schema(), key, schema()),
    has: (_target, key) => key in schema(),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable whatever the schema says: a proxy may not claim a non-configurable
    // property its own (empty) target lacks.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
