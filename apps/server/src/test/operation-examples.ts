import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** JSON Schema as zod emits it, the parts an example needs. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * Values for fields by name, before anything is generated: ids name the victim company's
 * records (so a cross-tenant call aims at real data), and shapes JSON Schema cannot express
 * (an e-mail behind a transform, a token pattern) get a valid value.
 */
export type FieldHints = Record<string, unknown>;

let sequence = 0;

/**
 * A valid example value for a zod schema, built from its JSON Schema (input side), with `hints`
 * for fields by name. Returns null when the result does not pass the schema, so the caller can
 * ask for a hand-written fixture instead of sending something the server would refuse with 400.
 */
export function exampleFor(schema: z.ZodType, hints: FieldHints): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const example = fromJsonSchema(json, hints, undefined);
  return schema.safeParse(example).success ? example : null;
}

function fromJsonSchema(schema: JsonSchema, hints: FieldHints, name: string | undefined): unknown {
  if (name !== undefined && name in hints) return hints[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? null;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const nonNull = choices.find((choice) => choice.type !== 'null') ?? choices[0]!;
    return fromJsonSchema(nonNull, hints, name);
  }
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], hints, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      // Required fields, and optional ones a hint names (a search aimed at the victim's data).
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || key in hints) result[key] = fromJsonSchema(property, hints, key);
      }
      return result;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => fromJsonSchema(schema.items ?? {}, hints, undefined));
    }
    case 'string':
      return exampleString(schema, name);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.default ?? null;
  }
}

function exampleString(schema: JsonSchema, name: string | undefined): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `matrix-${sequence++}@example.test`;
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
  }
  if (name && /e-?mail/i.test(name)) return `matrix-${sequence++}@example.test`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const text = 'Matrix example'.padEnd(min, 'x');
  return text.slice(0, Math.max(min, Math.min(text.length, max)));
}
