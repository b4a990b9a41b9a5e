import { type z } from 'zod';

/**
 * A bus event whose payload schema is built the first time it is read. Every bundle on the
 * page (the shell and each remote) carries its own copy of the catalogue; building all its
 * schemas when the bundle starts cost tens of milliseconds of a phone's first load, mostly
 * for events that page never sends.
 */
export function lazily<
  const Spec extends { kind: 'state' | 'signal' | 'command'; answer?: string },
  S extends z.ZodType,
>(spec: Spec, build: () => S): Spec & { readonly schema: S } {
  let schema: S | undefined;
  return Object.defineProperty({ ...spec }, 'schema', {
    enumerable: true,
    get: () => (schema ??= build()),
  }) as Spec & { readonly schema: S };
}

/**
 * A bus event whose payload is the schema `build` makes, or null: the same as
 * `lazily(spec, () => build().nullable())`, and the bus lets a null through without building
 * the schema. A page's first act is publishing that nobody is signed in; building the session's
 * schema for it was a tenth of the shell's start-up on a phone.
 */
export function lazilyOrNull<
  const Spec extends { kind: 'state' | 'signal' | 'command'; answer?: string },
  S extends z.ZodType,
>(spec: Spec, build: () => S): Spec & { readonly nullable: true; readonly schema: z.ZodNullable<S> } {
  return Object.assign(
    lazily(spec, () => build().nullable()),
    { nullable: true } as const,
  );
}
