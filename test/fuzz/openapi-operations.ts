import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Random } from './prng.js';

/** The part of an OpenAPI 3.0 schema object the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

/** One operation of openapi.yaml, as the fuzzer sends it. */
export interface Operation {
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path template, `/api/admin/cars/{ref}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes JSON. */
  jsonBody?: Schema;
  /** The multipart body's schema, when the operation takes uploads. */
  multipartBody?: Schema;
  secured: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; parameters?: Parameter[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the checked-in openapi.yaml, in the document's order, with `$ref`s resolvable by `resolve`. */
export function loadOperations(file = path.resolve(process.cwd(), 'openapi.yaml')): {
  operations: Operation[];
  resolve: (schema: Schema) => Schema;
} {
  const document = parse(readFileSync(file, 'utf8')) as Document;
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++) current = document.components.schemas[current.$ref.split('/').pop()!] ?? {};
    return current;
  };
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        id: op.operationId,
        method,
        path: template,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        jsonBody: content['application/json']?.schema,
        multipartBody: content['multipart/form-data']?.schema,
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return { operations, resolve };
}

/**
 * A value the schema allows, from its example, enum or bounds: the fuzzer starts from these so that most requests
 * pass the first checks and the hostile part reaches deeper code.
 */
export function plausibleValue(schema: Schema, resolve: (schema: Schema) => Schema, random: Random, depth = 0): unknown {
  const s = resolve(schema);
  const composed = s.allOf?.[0] ?? s.oneOf?.[0] ?? s.anyOf?.[0];
  if (composed) return plausibleValue(composed, resolve, random, depth + 1);
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return random.pick(s.enum);
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !s.items ? [] : [plausibleValue(s.items, resolve, random, depth + 1)];
    case 'string':
      if (s.format === 'uuid') return '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time' || s.format === 'date') return '2026-01-15';
      return 'x'.repeat(Math.max(1, s.minLength ?? 3));
    default:
      if (s.properties && depth <= 4) return plausibleObject(s, resolve, random, { depth: depth + 1 });
      return s.type === 'object' ? {} : 'x';
  }
}

/**
 * An object with every required property and about half of the optional ones, or all of them (`all`: the fullest
 * body is the likeliest to pass validation, some fields being required only together with others).
 */
export function plausibleObject(
  schema: Schema,
  resolve: (schema: Schema) => Schema,
  random: Random,
  { all = false, depth = 0 }: { all?: boolean; depth?: number } = {},
): Record<string, unknown> {
  const s = resolve(schema);
  const required = new Set(s.required ?? []);
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    if (all || required.has(name) || random.chance(0.5)) object[name] = plausibleValue(property, resolve, random, depth);
  }
  return object;
}
