import { z } from 'zod';
import { type BusEventSpec, busEvents } from '../bus/events';
import { type CallDescriptor, isCallDescriptor } from '../http/call';
import { type JsonSchema } from './json-schema-compat';

/** What other packages rely on, as data: every bus event and every API call, with JSON Schemas. */
export interface ContractSurface {
  events: Record<string, { kind: string; answer?: string; payload: JsonSchema }>;
  calls: Record<
    string,
    {
      name: string;
      auth: string;
      status: number;
      params?: JsonSchema;
      query?: JsonSchema;
      body?: JsonSchema;
      answer: JsonSchema;
    }
  >;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** The surface of a set of modules' exports (the package index) and of the bus catalogue. */
export function contractSurface(
  exportsOfPackage: Record<string, unknown>,
  events: Record<string, BusEventSpec> = busEvents,
): ContractSurface {
  const surface: ContractSurface = { events: {}, calls: {} };
  for (const name of Object.keys(events).sort()) {
    const spec = events[name]!;
    surface.events[name] = {
      kind: spec.kind,
      ...(spec.kind === 'command' ? { answer: spec.answer } : {}),
      payload: jsonSchema(spec.schema, 'output'),
    };
  }
  const calls = Object.entries(exportsOfPackage)
    .filter((entry): entry is [string, CallDescriptor] => isCallDescriptor(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, call] of calls) {
    const request = (part: z.ZodType | undefined) => (part ? jsonSchema(part, 'input') : undefined);
    surface.calls[`${call.method} ${call.path}`] = {
      name,
      auth: call.auth,
      status: call.status ?? 200,
      ...(call.params ? { params: request(call.params) } : {}),
      ...(call.query ? { query: request(call.query) } : {}),
      ...(call.body ? { body: request(call.body) } : {}),
      answer: jsonSchema(call.answer, 'output'),
    };
  }
  return surface;
}
