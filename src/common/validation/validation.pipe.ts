import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { badRequest, fieldError, type FieldError } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type RuleContext, ruleRank } from './rules.js';

/**
 * Flattens nested class-validator errors into `{ field, code, message, params? }` with dotted paths: one entry per
 * field, its most relevant failed check (presence, then type, then format, then length; see rules.ts).
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const detail = mostRelevant(error, field);
    if (detail) out.push(detail);
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

function mostRelevant(error: ValidationError, field: string): FieldError | undefined {
  const failed = Object.keys(error.constraints ?? {});
  if (failed.length === 0) return undefined;
  // An unknown field is refused for being there, whatever else is wrong with it.
  if (failed.includes(UNKNOWN)) return fieldError(field, Msg.FIELD_NOT_ACCEPTED);
  const contexts = (error.contexts ?? {}) as Record<string, RuleContext | undefined>;
  const name = failed.reduce((best, next) => (ruleRank(next, contexts[next]) < ruleRank(best, contexts[best]) ? next : best));
  const context = contexts[name];
  const params = typeof context?.params === 'function' ? context.params() : context?.params;
  return { field, code: context?.code ?? 'FIELD_INVALID', message: error.constraints![name]!, ...(params ? { params } : {}) };
}

/** class-validator's name for the check `forbidNonWhitelisted` adds. */
const UNKNOWN = 'whitelistValidation';

/** Most recent valid query strings remembered per query class, and the longest one worth remembering. */
export const QUERY_CACHE_SIZE = 1000;
const QUERY_CACHE_MAX_KEY = 2000;

/**
 * The global pipe (DESIGN §4: whitelist, forbidNonWhitelisted, transform). Query strings repeat a lot — every
 * visitor of the catalogue asks for the first page of the same few searches — and class-transformer plus
 * class-validator cost more than a cached catalogue answer, so a query that passed is remembered (per DTO class,
 * most recent first, bounded) and its next identical request gets a copy of the validated DTO. Validation is a pure
 * function of the query string, so the answer is the same; failures are never remembered. Bodies and route
 * parameters are validated every time.
 */
export class AppValidationPipe extends ValidationPipe {
  private readonly validQueries = new Map<unknown, LRUCache<string, object>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const key = metadata.type === 'query' && metadata.metatype ? queryKey(value) : undefined;
    if (key === undefined) return super.transform(value, metadata);
    let remembered = this.validQueries.get(metadata.metatype);
    if (!remembered) this.validQueries.set(metadata.metatype, (remembered = new LRUCache({ max: QUERY_CACHE_SIZE })));
    const hit = remembered.get(key);
    if (hit) return copyOf(hit);
    const validated = (await super.transform(value, metadata)) as object;
    remembered.set(key, validated);
    return copyOf(validated);
  }
}

/** The query as a cache key, or undefined when it is not a small object of strings (Fastify's querystring parser). */
function queryKey(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const field of Object.values(value)) {
    if (typeof field !== 'string' && !(Array.isArray(field) && field.every((item) => typeof item === 'string'))) return undefined;
  }
  const key = JSON.stringify(value);
  return key.length <= QUERY_CACHE_MAX_KEY ? key : undefined;
}

/** A copy of a validated DTO that a handler may change without touching the remembered one. */
function copyOf<T extends object>(dto: T): T {
  const copy = Object.create(Object.getPrototypeOf(dto) as object | null) as Record<string, unknown>;
  for (const [name, field] of Object.entries(dto))
    copy[name] = field !== null && typeof field === 'object' ? structuredClone(field) : field;
  return copy as T;
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      const unknown = details.filter((d) => d.code === Msg.FIELD_NOT_ACCEPTED).map((d) => d.field);
      if (unknown.length === 0) return badRequest(Msg.VALIDATION_FAILED, details);
      return badRequest(unknown.length > 1 ? Msg.UNKNOWN_FIELDS : Msg.UNKNOWN_FIELD, { fields: unknown.join(', ') }, details);
    },
  });
}
