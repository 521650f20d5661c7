import { describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, registerDecorator } from 'class-validator';
import { AppError } from '../errors/app-error.js';
import { createValidationPipe, QUERY_CACHE_SIZE } from './validation.pipe.js';

/** Counts how often class-validator really looked at `make`. */
let checks = 0;
function CountedString(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      target: target.constructor,
      propertyName: String(property),
      options: { message: 'make must be text' },
      validator: {
        validate(value: unknown) {
          checks++;
          return typeof value === 'string';
        },
      },
    });
}

class SearchQuery {
  @IsOptional()
  @CountedString()
  make?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'yearMin must be a whole number' })
  yearMin?: number;

  @IsOptional()
  @IsString({ each: true })
  tags?: string[];
}

const query: ArgumentMetadata = { type: 'query', metatype: SearchQuery };
const body: ArgumentMetadata = { type: 'body', metatype: SearchQuery };

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

describe('AppValidationPipe', () => {
  it('validates a query string once and answers its repeats with an equal DTO', async () => {
    const pipe = createValidationPipe();
    const before = checks;
    const first = await pipe.transform({ make: 'toyota', yearMin: '2015' }, query);
    const again = await pipe.transform({ make: 'toyota', yearMin: '2015' }, query);
    expect(checks - before).toBe(1);
    for (const dto of [first, again]) {
      expect(dto).toBeInstanceOf(SearchQuery);
      expect(dto).toEqual(Object.assign(new SearchQuery(), { make: 'toyota', yearMin: 2015 }));
    }
    // Another query string is validated on its own.
    await pipe.transform({ make: 'nissan', yearMin: '2015' }, query);
    expect(checks - before).toBe(2);
  });

  it('hands out copies: a handler changing its DTO does not change the next request’s', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ make: 'honda', tags: ['a', 'b'] }, query)) as SearchQuery;
    first.make = 'changed';
    first.tags!.push('c');
    const again = (await pipe.transform({ make: 'honda', tags: ['a', 'b'] }, query)) as SearchQuery;
    expect(again).toEqual(Object.assign(new SearchQuery(), { make: 'honda', tags: ['a', 'b'] }));
  });

  it('refuses an invalid query every time, and never remembers it', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      expect(await refusal(pipe.transform({ yearMin: 'soon' }, query))).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please fill in all required fields',
      });
    }
    // A valid query remembered first does not let an unknown field through with it.
    await pipe.transform({ make: 'mazda' }, query);
    expect(await refusal(pipe.transform({ make: 'mazda', role: 'admin' }, query))).toEqual({
      code: 'UNKNOWN_FIELD',
      message: 'Unknown field: role',
    });
  });

  it('validates bodies every time', async () => {
    const pipe = createValidationPipe();
    const before = checks;
    await pipe.transform({ make: 'subaru' }, body);
    await pipe.transform({ make: 'subaru' }, body);
    expect(checks - before).toBe(2);
  });

  it('remembers a bounded number of query strings, dropping the least recently used', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ make: 'first' }, query);
    await pipe.transform({ make: 'kept' }, query);
    for (let i = 0; i < QUERY_CACHE_SIZE - 2; i++) await pipe.transform({ make: `filler-${i}` }, query);
    // Used again just before the cache overflows, so it is not the oldest any more.
    await pipe.transform({ make: 'kept' }, query);
    await pipe.transform({ make: 'overflow' }, query);
    const before = checks;
    await pipe.transform({ make: 'kept' }, query);
    expect(checks - before).toBe(0);
    await pipe.transform({ make: 'first' }, query);
    expect(checks - before).toBe(1);
  });
});
