import fc from 'fast-check';
import { badText, badValue, POLLUTION_MARK } from './bad-values';
import { type JsonSchema, type Operation, type Parameter, urlOf } from './operations';
import { type Hints, hintFor, plausibleValue } from './plausible-values';

// One generated request for one operation of the document: its path parameters, query, body,
// content type and credentials each either plausible or bad, so that requests reach every
// check of the route (the guard, each field, the service) and not only the first.

export interface Caller {
  userId: number;
  /**
   * The Authorization header of a valid session, or a placeholder the sender replaces with
   * the current one (a generated logout may end a session: the sender then opens another).
   */
  authorization: string;
  /** One of the caller's own order codes, if any. */
  orderCode?: string;
}

export interface FuzzContext {
  customer: Caller;
  staff: Caller;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** URL text encoded in ways decoders disagree on: traversal, NUL, broken and overlong escapes. */
export const RAW_URL_PARTS = [
  '..',
  '.%2e',
  '%2e%2e',
  '..%2f..%2f..%2fdata%2fjwt-secret',
  '%2e%2e%2f%2e%2e%2fapi%2fsrc%2fapp.ts',
  '%252e%252e%252f',
  '..%5c..%5cdata',
  '..;',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AE%C0%AE%C0%AF',
  '%uD800',
];

const POLLUTION_FRAGMENTS = [
  `"__proto__":{"${POLLUTION_MARK}":true}`,
  `"constructor":{"prototype":{"${POLLUTION_MARK}":true}}`,
  `"__proto__":{"role":"staff","isAdmin":true,"${POLLUTION_MARK}":true}`,
  `"prototype":{"${POLLUTION_MARK}":true}`,
];

const POLLUTING_QUERY = [
  `__proto__[${POLLUTION_MARK}]=1`,
  `constructor[prototype][${POLLUTION_MARK}]=1`,
  `__proto__.${POLLUTION_MARK}=1`,
  '__proto__=1',
  'a[b][c][d][e]=1',
];

const BROKEN_JSON = [
  '',
  'null',
  '[]',
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
];

const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"email":"'),
  Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from('"}'),
]);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  'application/xml',
  'JSON',
];

/** Percent-encodes text; a lone surrogate, which encodeURIComponent refuses, as its raw UTF-8 bytes. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A URL part: plausible or bad text, encoded, or a raw trick. */
function urlValue(parameter: Parameter, hints: Hints): fc.Arbitrary<string> {
  const plausible = hintFor(parameter.name, hints) ?? plausibleValue(parameter.schema, hints);
  return fc.oneof(
    { weight: 4, arbitrary: plausible.map((value) => encodeText(String(textOf(value)))) },
    { weight: 2, arbitrary: badText.map(encodeText) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plausible, fc.constantFrom('/../..', '/..%2f..', '\\..\\..', '/./'))
        .map(([value, trick]) => `${encodeText(String(textOf(value)))}${trick}`),
    },
  );
}

function pathParams(operation: Operation, hints: Hints): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, urlValue(parameter, hints)])),
  );
}

function queryText(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const declared = operation.queryParams.map((parameter) =>
    fc
      .option(urlValue(parameter, hints), { freq: 3 })
      .map((value) => (value === null ? undefined : `${parameter.name}=${value}`)),
  );
  const firstName = operation.queryParams[0]?.name ?? 'page';
  const extras = fc.subarray([...POLLUTING_QUERY, `${firstName}=1`, `${firstName}=x`], { maxLength: 3 });
  return fc
    .tuple(fc.tuple(...declared), fc.option(extras, { freq: 3 }))
    .map(([parts, extra]) =>
      [...parts.filter((part): part is string => part !== undefined), ...(extra ?? [])].join('&'),
    );
}

/** A JSON body close to the schema: each field plausible, bad or missing; objects mutated inside. */
function mutatedObject(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const field = (name: string, property: JsonSchema): fc.Arbitrary<unknown> => {
    const plausible = hintFor(name, hints) ?? plausibleValue(property, hints);
    const choices = [
      { weight: 5, arbitrary: plausible },
      { weight: 2, arbitrary: badValue },
    ];
    if (property.properties && depth < 2)
      choices.push({ weight: 2, arbitrary: mutatedObject(property, hints, depth + 1) });
    return fc.oneof(...choices);
  };
  return fc
    .tuple(
      fc.record(Object.fromEntries(properties.map(([name, property]) => [name, field(name, property)]))),
      fc.subarray(
        properties.map(([name]) => name),
        { maxLength: Math.min(2, properties.length) },
      ),
    )
    .map(([body, missing]) => {
      for (const name of missing) delete body[name];
      return body;
    });
}

/** Inserts a prototype-polluting member into the object whose `{` is the `at`-th of the text. */
function polluted(text: string, at: number, fragment: string): string {
  const braces = [...text.matchAll(/\{/g)].map((match) => match.index);
  if (braces.length === 0) return `{${fragment}}`;
  const index = braces[at % braces.length]! + 1;
  const separator = text[index] === '}' ? '' : ',';
  return `${text.slice(0, index)}${fragment}${separator}${text.slice(index)}`;
}

function payloadOf(operation: Operation, hints: Hints): fc.Arbitrary<string | Buffer> {
  const value = operation.body
    ? fc.oneof(
        { weight: 5, arbitrary: mutatedObject(operation.body, hints) },
        { weight: 2, arbitrary: badValue },
      )
    : badValue;
  const json = value.map((body) => JSON.stringify(body) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: json },
    {
      weight: 3,
      arbitrary: fc
        .tuple(json, fc.nat(), fc.constantFrom(...POLLUTION_FRAGMENTS))
        .map(([text, at, fragment]) => polluted(text, at, fragment)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(json, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 1, arbitrary: fc.constant(INVALID_UTF8) },
    { weight: 1, arbitrary: fc.constant(`{"pad":"${'x'.repeat(40_000)}"}`) },
  );
}

function authorization(operation: Operation, context: FuzzContext): fc.Arbitrary<string | undefined> {
  const own = operation.audience === 'staff' ? context.staff : context.customer;
  const forged = [
    'Bearer ',
    'Bearer a.b.c',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'x'.repeat(5000)}`,
    `${own.authorization}x`,
    `${own.authorization}, ${own.authorization}`,
  ];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(own.authorization) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(context.customer.authorization, context.staff.authorization) },
    { weight: 1, arbitrary: fc.constantFrom(...forged) },
  );
}

function hintsFor(operation: Operation, context: FuzzContext): Hints {
  const own = operation.audience === 'staff' ? context.staff : context.customer;
  const someoneElse = operation.audience === 'staff' ? context.customer : context.staff;
  return {
    userId: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(own.userId, String(own.userId)) },
      { weight: 1, arbitrary: fc.constantFrom(someoneElse.userId, 0, 2_000_000_000, '00001') },
    ),
    ...(context.customer.orderCode
      ? { orderCode: fc.constantFrom(context.customer.orderCode, 'NOT-AN-ORDER-0000') }
      : {}),
  };
}

/** Requests for one operation of the document, each with one or more bad parts. */
export function fuzzRequests(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const hints = hintsFor(operation, context);
  const withBody = operation.body !== undefined;
  return fc
    .record({
      method: fc.oneof(
        { weight: 15, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      params: pathParams(operation, hints),
      query: queryText(operation, hints),
      payload: fc.option(payloadOf(operation, hints), { freq: withBody ? 12 : 1 }),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      contentEncoding: fc.option(fc.constantFrom('gzip', 'br', 'deflate', 'x-unknown', 'identity, gzip'), {
        freq: 12,
      }),
      language: fc.option(
        fc.constantFrom('es', 'en', 'en-US,en;q=0.9', 'xx', '*', 'es;q=abc', 'a'.repeat(300)),
        {
          freq: 2,
        },
      ),
      authorization: authorization(operation, context),
    })
    .map(({ method, params, query, payload, contentType, contentEncoding, language, authorization }) => {
      const headers: Record<string, string> = {};
      if (authorization !== undefined) headers.authorization = authorization;
      if (language !== null) headers['accept-language'] = language;
      if (payload !== null) {
        if (contentType !== undefined) headers['content-type'] = contentType;
        if (contentEncoding !== null) headers['content-encoding'] = contentEncoding;
      }
      return {
        method,
        url: urlOf(operation, params, query),
        headers,
        ...(payload === null ? {} : { payload }),
      };
    });
}
