import fc from 'fast-check';

// The values a careless or hostile client puts where the document asks for something else:
// wrong types, extreme numbers, huge and deeply nested values, NUL and lone surrogates,
// traversal and injection text. Each is a JSON value (a body's field, a whole body); the URL's
// own tricks (raw escapes) are in url-parts.ts.

export const NUL_TEXTS = ['\u0000', 'a\u0000b', 'ana\u0000@example.com', '1\u0000'];
export const LONE_SURROGATES = ['\uD800', 'a\uDC00b', '\uDBFF\uDBFF', '\uDFFF1234'];
export const TRAVERSALS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/../api/src/app.ts',
  '../data/jwt-secret',
  '....//....//data',
  '%2e%2e%2f%2e%2e%2fdata',
  '%252e%252e%252fdata',
  '..%c0%af..%c0%afdata',
];
export const INJECTIONS = [
  "1' OR '1'='1'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '\r\nSet-Cookie: session=1',
  '%s%s%s%n',
  '\u202eRTL\uFEFF\u200b',
];
export const EXTREME_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  1e-320,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  // Far past the integers a double holds exactly.
  1e20,
];
/** Keys that would pollute Object.prototype if a parser or merge honoured them. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];
export const POLLUTION_MARK = 'polluted_by_fuzzer';

/** A value nested `depth` levels deep in arrays or objects (built without recursion). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const nastyText = fc.oneof(
  fc.constantFrom(...NUL_TEXTS),
  fc.constantFrom(...LONE_SURROGATES),
  fc.constantFrom(...TRAVERSALS),
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const hugeText = fc
  .tuple(fc.integer({ min: 200, max: 40_000 }), fc.constantFrom('x', '9', 'é', '\u0000', '😀'))
  .map(([length, unit]) => unit.repeat(length));

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 12 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, kind));

/** Any one bad JSON value. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongType },
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
  { weight: 1, arbitrary: deepValue },
);

/** Bad text for a path segment or a query value (before URL encoding). */
export const badText: fc.Arbitrary<string> = fc.oneof(
  nastyText,
  fc.constantFrom(...EXTREME_NUMBERS.map(String), 'NaN', 'Infinity', '0x1f', '1e3', '-', ''),
  fc.integer({ min: 150, max: 400 }).map((length) => 'a'.repeat(length)),
);
