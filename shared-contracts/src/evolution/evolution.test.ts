import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defineCall } from '../http/call';
import * as contracts from '../index';
import { compareSurfaces } from './compare-surfaces';
import { type ContractSurface, contractSurface } from './contract-surface';

const recorded = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'contract-snapshot.json'), 'utf8'),
) as ContractSurface;

describe('the contracts against their record (contract-snapshot.json)', () => {
  const changes = compareSurfaces(recorded, contractSurface(contracts));

  it('break nothing a remote or the API built on the record relies on', () => {
    expect(changes.breaking).toEqual([]);
  });

  it('are all recorded (npm run contracts:record -w shared-contracts, then commit the file)', () => {
    expect(changes.unrecorded).toEqual([]);
  });
});

const Product = z.object({ id: z.number().int(), name: z.string() });
const signal = (schema: z.ZodType) => ({ kind: 'signal' as const, schema });
const call = (overrides: Partial<Parameters<typeof defineCall>[0]> = {}) =>
  defineCall({
    method: 'POST',
    path: '/things',
    auth: 'customer',
    summary: 'x',
    tag: 'x',
    body: z.object({ user_id: z.number() }),
    answer: z.object({ products: z.array(Product), status: z.enum(['ok', 'late']) }),
    errors: [400],
    ...overrides,
  });

function changesOf(
  before: { events?: Record<string, ReturnType<typeof signal>>; calls?: Record<string, unknown> },
  after: { events?: Record<string, ReturnType<typeof signal>>; calls?: Record<string, unknown> },
) {
  return compareSurfaces(
    contractSurface(before.calls ?? {}, before.events ?? {}),
    contractSurface(after.calls ?? {}, after.events ?? {}),
  );
}

describe('the evolution rules', () => {
  const event = (schema: z.ZodType) => ({ events: { 'cart.count-changed': signal(schema) } });
  const base = z.object({ count: z.number().int() });

  it.each([
    ['an optional field added to an event', base.extend({ source: z.string().optional() })],
    ['a description', z.object({ count: z.number().int().describe('Units in the cart') })],
  ])('allow %s', (_name, next) => {
    expect(changesOf(event(base), event(next)).breaking).toEqual([]);
  });

  it.each([
    ['a required field added to an event', base.extend({ source: z.string() })],
    ['a field removed from an event', z.object({})],
    ['a field whose type changed', z.object({ count: z.string() })],
    ['a field widened (older readers would refuse the new values)', z.object({ count: z.number() })],
  ])('refuse %s', (_name, next) => {
    expect(changesOf(event(base), event(next)).breaking).not.toEqual([]);
  });

  it('refuse a removed event and report a new one as unrecorded', () => {
    const changes = changesOf(event(base), { events: { 'cart.total': signal(base) } });
    expect(changes.breaking).toEqual(["event 'cart.count-changed' was removed"]);
    expect(changes.unrecorded).toEqual(["event 'cart.total'"]);
  });

  it('allow a call whose answer gains a field and whose request gains an optional one', () => {
    const next = call({
      body: z.object({ user_id: z.number(), note: z.string().optional() }),
      answer: z.object({ products: z.array(Product), status: z.enum(['ok', 'late']), total: z.number() }),
    });
    expect(changesOf({ calls: { thingsCall: call() } }, { calls: { thingsCall: next } }).breaking).toEqual(
      [],
    );
  });

  it.each([
    ['a required request field', call({ body: z.object({ user_id: z.number(), note: z.string() }) })],
    ['an answer field removed', call({ answer: z.object({ status: z.enum(['ok', 'late']) }) })],
    [
      'a new answer value',
      call({ answer: z.object({ products: z.array(Product), status: z.enum(['ok', 'late', 'gone']) }) }),
    ],
    [
      'a nested answer field changed',
      call({
        answer: z.object({
          products: z.array(Product.extend({ id: z.string() })),
          status: z.enum(['ok', 'late']),
        }),
      }),
    ],
    ['a tighter request limit', call({ body: z.object({ user_id: z.number().max(10) }) })],
    ['another auth kind', call({ auth: 'staff' })],
    ['another path', call({ path: '/things/all' })],
  ])('refuse %s', (_name, next) => {
    expect(
      changesOf({ calls: { thingsCall: call() } }, { calls: { thingsCall: next } }).breaking,
    ).not.toEqual([]);
  });
});
