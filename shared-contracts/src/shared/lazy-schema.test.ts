import { z } from 'zod';
import { lazySchema, schemaOnFirstUse } from './lazy-schema';

const buildProduct = () => z.object({ id: z.number().int(), name: z.string() });

describe('schemaOnFirstUse (how a browser gets the contracts)', () => {
  it('builds nothing until the schema is first read, then builds it once', () => {
    const build = jest.fn(buildProduct);
    const schema = schemaOnFirstUse(build);
    const inAnotherSchema = schemaOnFirstUse(() => z.object({ product: schema }));
    expect(build).not.toHaveBeenCalled();

    expect(inAnotherSchema.parse({ product: { id: 1, name: 'Sofá' } })).toEqual({
      product: { id: 1, name: 'Sofá' },
    });
    expect(schema.safeParse({ id: 'x', name: 'Sofá' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema: its kind, shape, methods and what is built from it', () => {
    const schema = schemaOnFirstUse(buildProduct);
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['id', 'name']);
    expect('parse' in schema).toBe(true);

    const extended = schema.extend({ stock: z.number() });
    expect(extended.parse({ id: 2, name: 'Lámpara', stock: 3 })).toEqual({
      id: 2,
      name: 'Lámpara',
      stock: 3,
    });
    expect(schema.optional().parse(undefined)).toBeUndefined();
    expect(z.array(schema).safeParse([{ id: 1, name: 'a' }, { id: 'b' }]).success).toBe(false);
    // A method read off it still works detached, as zod's own do.
    const { safeParse } = schema;
    expect(safeParse({ id: 3, name: 'Jarrón' }).success).toBe(true);
  });
});

describe('lazySchema', () => {
  it('on a server (no document) builds the schema at once and gives the schema itself', () => {
    const build = jest.fn(buildProduct);
    const schema = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema).toBe(build.mock.results[0]!.value);
  });
});
