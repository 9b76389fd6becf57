/**
 * Hostile input for the fuzz suite: strings, values, JSON texts, query strings and path
 * segments built with fast-check, and a JSON-Schema-driven generator of *valid-looking* bodies that the
 * mutations start from (most bugs hide one step away from a valid request, not in random noise).
 */
import fc from "fast-check";

/** Strings that have broken servers before: injections, number edge cases, encodings, prototype keys. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(0)",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  "<%= 7*7 %>",
  "#{7*7}",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%E0%A4%A",
  "%",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\u202e\u0041\u0042",
  "\ufeff",
  "\r\nSet-Cookie: fuzz=1",
  "\t\n\r\v\f\b",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "-1",
  "0",
  "0x10",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999999",
  "1.5",
  "null",
  "undefined",
  "true",
  "false",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "not-a-uuid",
  "2024-02-30",
  "2024-13-01T25:61:61Z",
  "9999-12-31T23:59:59.999Z",
  "0000-00-00",
  "admin@autohaus-brandt.example",
  "a@b",
  "@",
  "ｓｃｒｉｐｔ",
  "🚗".repeat(50),
  "Ω≈ç√∫˜µ≤≥÷",
  "ᚠᛇᚻ᛫ᛒᛦᚦ",
  "表ポあA鷗ŒéＢ逍Üßªąñ丂㐀𠀀",
];

/** Single code units nobody types: control characters and lone surrogates. */
const oddUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("\u007f", "\u0085", "\u00a0", "\u2028", "\u2029", "\u200b", "\ufffe", "\uffff"),
);

/** A hostile string: nasty constants, random Unicode (also control chars and lone surrogates), huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.oneof(oddUnit, fc.string({ maxLength: 1 })), maxLength: 20 }),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  {
    weight: 1,
    // Long, but under the 64 KB body limit, so validation (not the limit) has to refuse it.
    arbitrary: fc
      .tuple(fc.constantFrom("a", "ä", "🚗", "<b>", "'", "\u0000"), fc.integer({ min: 300, max: 9_000 }))
      .map(([s, n]) => s.repeat(n)),
  },
);

/** Numbers that are not the number a field expects. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that reach an object's prototype when a server merges input carelessly. */
export const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Makes `{ [key]: value }` with `key` as an own, enumerable property (so JSON.stringify writes `__proto__`). */
function ownKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const protoPayload = fc.constantFrom<unknown>(
  { polluted: true, isAdmin: true, roles: ["admin"] },
  { prototype: { polluted: true } },
  "polluted",
);

/** Any JSON-ish value, hostile: wrong types, nested, prototype keys, huge arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.dictionary(hostileKey(), tie("value"), { maxKeys: 4 }), fc.constantFrom(...PROTO_KEYS))
        .map(([obj, proto]) => ownKey({ ...obj }, proto, { polluted: true })),
    },
    { weight: 1, arbitrary: fc.dictionary(hostileKey(), tie("value"), { maxKeys: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom<unknown>(0, "x", null, {}), fc.integer({ min: 1_000, max: 5_000 }))
        .map(([v, n]) => Array.from({ length: n }, () => v)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 2_000 }).map(deeplyNested) },
  ),
})).value;

function hostileKey(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...PROTO_KEYS, "", "id", "projectId", "role", "roles"), hostileString);
}

/** `{"a":{"a":...}}` n levels deep (as a value; JSON.stringify handles it). */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Request bodies that are not JSON, or not the JSON value a parser expects. */
export const badJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    "[",
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    "NaN",
    "undefined",
    "null",
    "0",
    '""',
    "[]",
    "\ufeff{}",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1}garbage',
    "\u0000",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    "1e99999",
  ),
  fc.integer({ min: 1_000, max: 10_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 1_000, max: 6_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.string({ unit: "binary", maxLength: 60 }),
);

/** A path segment as a client could send it (already percent-encoded where needed, or raw and broken). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(safeForUrl(s)).slice(0, 3_000) || "%20"),
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "99999999999999999999",
    "2147483648",
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
    "%00",
    "%E0%A4%A",
    "%",
    "%2e%2e",
    "..",
    "__proto__",
    "constructor",
    "A-0000-000000",
    "%F0%9F%9A%97",
  ),
  fc.uuid().map(String),
  fc.integer().map(String),
);

/** Lone surrogates cannot be percent-encoded (encodeURIComponent throws); they become U+FFFD here. */
export function safeForUrl(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** A query string (without `?`): known parameters with hostile or valid values, unknown and repeated keys. */
export function hostileQuery(
  params: readonly { name: string; valid: fc.Arbitrary<string> }[],
): fc.Arbitrary<string> {
  const known = params.length
    ? fc.array(fc.tuple(fc.constantFrom(...params), fc.boolean(), fc.oneof(hostileString, fc.constant(""))), {
        maxLength: 6,
      })
    : fc.constant([]);
  const pair = (name: string, value: string) =>
    `${encodeURIComponent(safeForUrl(name))}=${encodeURIComponent(safeForUrl(value))}`;
  return fc
    .tuple(
      known.chain((picked) =>
        picked.length
          ? fc.tuple(
              ...picked.map(([p, valid, bad]) =>
                (valid ? p.valid : fc.constant(bad)).map((v) => pair(p.name, v)),
              ),
            )
          : fc.constant([] as string[]),
      ),
      fc.array(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom("__proto__[x]", "constructor[prototype][x]", "lang", "a[]", "a[b][c]"),
              hostileString,
            )
            .map(([k, v]) => pair(k, v)),
          fc.constantFrom(
            "%",
            "%E0%A4%A=1",
            "a=%ZZ",
            "=",
            "&&",
            "a==b",
            `x=${"y".repeat(5_000)}`,
            "lang=xx",
            "lang=de",
          ),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([a, b]) => [...a, ...b].join("&"));
}

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  example?: unknown;
};

/**
 * Values matching a JSON Schema of the OpenAPI document, roughly (formats and patterns approximated):
 * the starting point of the mutations. `refs` resolves `#/components/schemas/X`.
 */
export function validFromSchema(
  schema: JsonSchema,
  refs: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = refs[schema.$ref.replace("#/components/schemas/", "")];
    return target && depth < 8 ? validFromSchema(target, refs, depth + 1) : fc.constant({});
  }
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validFromSchema(v, refs, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ["object"];
  return fc.oneof(...types.map((t) => validOfType(t, schema, refs, depth)));
}

function validOfType(
  type: string,
  schema: JsonSchema,
  refs: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({
        min: schema.minimum ?? 0,
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case "string":
      return validString(schema);
    case "array":
      return fc.array(schema.items ? validFromSchema(schema.items, refs, depth + 1) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) model[key] = validFromSchema(sub, refs, depth + 1);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid().map(String);
    case "date-time":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
  }
  if (typeof schema.example === "string") return fc.constant(schema.example);
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  return fc.string({ minLength: min, maxLength: max, unit: "grapheme-ascii" });
}

/** One step away from valid: drop, retype or add a field, wrap, nest, or pollute the prototype. */
export function mutate(valid: unknown): fc.Arbitrary<unknown> {
  const isObject = valid !== null && typeof valid === "object" && !Array.isArray(valid);
  const keys = isObject ? Object.keys(valid as object) : [];
  const mutations: fc.Arbitrary<unknown>[] = [
    hostileValue,
    fc.constant([valid]),
    fc.constant(deeplyNested(500)),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), fc.option(protoPayload))
      .map(([k, v]) => ownKey(isObject ? { ...(valid as object) } : {}, k, v)),
    fc
      .tuple(hostileString, hostileValue)
      .map(([k, v]) => ({ ...(isObject ? (valid as object) : {}), [k]: v })),
  ];
  if (keys.length) {
    mutations.push(
      fc.constantFrom(...keys).map((k) => {
        const copy = { ...(valid as Record<string, unknown>) };
        delete copy[k];
        return copy;
      }),
      fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => ({ ...(valid as object), [k]: v })),
      fc.tuple(fc.constantFrom(...keys), hostileString).map(([k, v]) => ({ ...(valid as object), [k]: v })),
      fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom<unknown>(null, [], {}, 0, "", true, -1, 1e300))
        .map(([k, v]) => ({ ...(valid as object), [k]: v })),
      fc.constant(Object.fromEntries(keys.map((k) => [k, null]))),
    );
  }
  return fc.oneof(...mutations);
}

/** A JSON text that no longer matches the schema (mostly), or is valid by chance. */
export function hostileJsonFromSchema(
  schema: JsonSchema | undefined,
  refs: Record<string, JsonSchema>,
): fc.Arbitrary<string> {
  const start = schema ? validFromSchema(schema, refs) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: start.chain(mutate).map(stringify) },
    { weight: 2, arbitrary: start.chain(mutate).chain(mutate).map(stringify) },
    { weight: 1, arbitrary: start.map(stringify) },
    { weight: 2, arbitrary: badJsonText },
    { weight: 2, arbitrary: hostileValue.map(stringify) },
  );
}

function stringify(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}
