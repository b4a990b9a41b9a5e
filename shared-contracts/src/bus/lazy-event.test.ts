import { z } from 'zod';
import { busEvents } from './events';
import { lazily, lazilyOrNull } from './lazy-event';

describe('lazily', () => {
  it('builds the schema on first read, once, and keeps the kind and answer', () => {
    const build = jest.fn(() => z.object({ id: z.number() }));
    const event = lazily({ kind: 'command', answer: 'thing.done' }, build);
    expect(build).not.toHaveBeenCalled();
    expect(event).toMatchObject({ kind: 'command', answer: 'thing.done' });

    const first = event.schema;
    expect(event.schema).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.safeParse({ id: 3 }).success).toBe(true);
    expect(first.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('gives every event of the catalogue a schema', () => {
    for (const [name, spec] of Object.entries(busEvents)) {
      expect([name, spec.schema instanceof z.ZodType]).toEqual([name, true]);
    }
  });
});

describe('lazilyOrNull', () => {
  it('is the schema or null, built on first read, and says null is a payload', () => {
    const build = jest.fn(() => z.object({ id: z.number() }));
    const event = lazilyOrNull({ kind: 'state' }, build);
    expect(build).not.toHaveBeenCalled();
    expect(event).toMatchObject({ kind: 'state', nullable: true });
    expect(event.schema.safeParse(null).success).toBe(true);
    expect(event.schema.safeParse({ id: 1 }).success).toBe(true);
    expect(event.schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
