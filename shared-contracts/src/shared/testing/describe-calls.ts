import { z } from 'zod';
import { type CallDescriptor } from '../../http/call';

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

const shapeKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

/**
 * The checks every call descriptor of a domain passes: a summary and tag for OpenAPI, path
 * parameters that match its params schema, the failure statuses its auth implies, and schemas
 * that OpenAPI can describe (answers with no transform it would lose).
 */
export function describeCalls(domain: string, calls: Record<string, CallDescriptor>): void {
  describe(`${domain} call descriptors`, () => {
    it.each(Object.entries(calls))('%s is complete', (_name, call) => {
      expect(call.summary.length).toBeGreaterThan(10);
      expect(call.tag).toBe(domain);
      expect(call.path.startsWith('/')).toBe(true);
      expect(shapeKeys(call.params)).toEqual(pathParams(call.path));
      if (call.params || call.query || call.body) expect(call.errors).toContain(400);
      if (call.auth !== 'none') expect(call.errors).toEqual(expect.arrayContaining([401, 403]));
      if (call.method === 'GET') expect(call.body).toBeUndefined();
      expect([...call.errors].sort((a, b) => a - b)).toEqual(call.errors);
    });

    it.each(Object.entries(calls))('%s has schemas OpenAPI can describe', (_name, call) => {
      for (const part of [call.params, call.query, call.body]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' })).not.toThrow();
      }
      expect(() => z.toJSONSchema(call.answer, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    });
  });
}
