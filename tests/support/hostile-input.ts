import fc from "fast-check";
import { z } from "zod";

/** Strings that have broken servers: NUL, lone surrogates, direction marks, injection, sizes. */
export const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202eevil",
  "\ufeff",
  "",
  " ",
  "'; drop table bookings; --",
  "../../../etc/passwd",
  "%00",
  "%ZZ",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "9".repeat(40),
  "१२३",
  "😀".repeat(300),
  "x".repeat(70_000),
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5),
  },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { __proto__: { x: 1 } }, ["\u0000"]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  // A megabyte: past every body limit.
  { weight: 1, arbitrary: fc.constant("y".repeat(1024 * 1024)) },
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A value that fits the schema's shape (refinements aside), or now and then a hostile one. */
function fitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitting(s, depth)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return fitting(merged, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringFitting(schema);
    case "integer":
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(field(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case "object": {
      if (depth > 3 || !schema.properties)
        return fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 });
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, inner]) => [key, field(inner, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return hostileValue;
  }
}

function stringFitting(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

/** Four times in five a value of the field's shape; otherwise something hostile. */
function field(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fitting(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Request bodies from a zod schema: mostly well-shaped, with hostile values mixed in. */
export function bodiesFor(schema: z.core.$ZodType | undefined): fc.Arbitrary<unknown> {
  const shaped = schema ? fitting(jsonSchemaOf(schema)) : fc.constant({});
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 }),
    },
    // Bare JSON values: numbers, strings, arrays and null where an object belongs.
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Query strings or path parameters: string values of the schema's shape or hostile text. */
export function textRecordsFor(
  schema: z.core.$ZodType | undefined,
): fc.Arbitrary<Record<string, string>> {
  const json = schema ? jsonSchemaOf(schema) : { properties: {} };
  const keys = Object.keys(json.properties ?? {});
  const text = (inner: JsonSchema) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fitting(inner).map((v) =>
          typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
        ),
      },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)) },
    );
  return fc.record(
    Object.fromEntries(keys.map((key) => [key, text(json.properties![key] ?? {})])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
}

/**
 * Percent-encodes text for a URL without throwing on a lone surrogate, and leaves a raw '%'
 * sequence broken on purpose now and then (the server must cope with both).
 */
export function urlText(value: string): string {
  if (value === "%ZZ" || value === "%00") return value;
  return encodeURIComponent(Buffer.from(value, "utf8").toString("utf8"));
}
