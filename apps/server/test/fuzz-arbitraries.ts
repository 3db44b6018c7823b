import fc from 'fast-check';

/** JSON Schema as zod's toJSONSchema writes it; only the parts the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
}

/** Arrays inside arrays, `levels` deep: deeper than any call body may nest. */
export function nested(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

/** Values meant to break a careless server: wrong types, sizes, encodings, injections. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    '\u0000\u0001\u0007\u001b[2J',
    '\r\n\t',
    '\u202eevil\u202c',
    '\u202aembedded\u202c',
    '\u2066isolated\u2069',
    'lone \ud800 high',
    'lone \udc00 low',
    '\udc00\ud800',
    ' =1+1',
    '\n=1+1',
    '\u00a0=1+1',
    '\ufeff=1+1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '𝒳𝓎𝓏 🎉 ñ ü ß 中文 العربية',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    "'; DROP TABLE members; --",
    '../../etc/passwd',
    '%00',
    '__proto__',
    'constructor',
    'div:',
    'div:NOPE',
    '0.',
    '0.0',
    '-1',
    '1e309',
    'NaN',
    '9'.repeat(400),
    -1,
    -0,
    0,
    1.5,
    -20000.5,
    2 ** 53,
    -(2 ** 53),
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    null,
    [],
    {},
    [null],
    { __proto__: null, toString: 'x' },
    { $ne: null },
    { constructor: { prototype: { polluted: true } } },
    nested(100),
    new Array(20_000).fill(0),
    new Array(20_000).fill('x'),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 50 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
);

/** Something of roughly the right shape, so validation is passed sometimes and the handler runs. */
export function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.anything({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((s) => plausible(s, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 200) }),
        fc.constantFrom('100001', '1', '0.1', '2026-11', 'email@example.test', '+447700900123'),
      );
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 5 });
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(props).map(([k, s]) => [
      k,
      depth === 0
        ? fc.oneof({ weight: 3, arbitrary: plausible(s, depth + 1) }, { weight: 1, arbitrary: hostileValue })
        : plausible(s, depth + 1),
    ]),
  );
  return fc.record(record, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A whole request body: mostly shaped like the schema, sometimes with extra keys, sometimes not an object at all. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: plausible(schema) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          plausible(schema),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 3 }),
        )
        .map(([a, extra]) => (typeof a === 'object' && a !== null ? { ...extra, ...a } : a)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}
