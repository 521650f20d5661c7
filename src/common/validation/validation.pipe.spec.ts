import { describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, registerDecorator } from 'class-validator';
import { AppError } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { RegisterDto } from '../../modules/auth/auth.dto.js';
import { TextField } from './fields.js';
import { rule, says } from './rules.js';
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

/** Every check a field can fail at once: present, text, well-formed (no digits), at most 5 characters. */
class Nickname {
  @TextField('Nickname', 5, {})
  @rule('noDigits', 'format', (v) => typeof v === 'string' && !/\d/.test(v), says(Msg.FIELD_INVALID, { label: 'Nickname' }))
  nickname: string;
}

async function detailsOf(value: unknown, metatype: new () => object) {
  const error = await createValidationPipe()
    .transform(value, { type: 'body', metatype })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details!;
}

describe('validation details', () => {
  it('names each field of an empty register body once, with its "required" message', async () => {
    const details = await detailsOf({}, RegisterDto);
    expect(details.map((d) => d.field)).toEqual(['firstName', 'lastName', 'email', 'password']);
    expect(details).toEqual([
      { field: 'firstName', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
      { field: 'lastName', code: 'LAST_NAME_REQUIRED', message: 'Last name is required' },
      { field: 'email', code: 'EMAIL_REQUIRED', message: 'Email is required' },
      { field: 'password', code: 'PASSWORD_REQUIRED', message: 'Password is required' },
    ]);
  });

  it.each([
    ['missing beats everything', undefined, 'FIELD_REQUIRED', 'Nickname is required'],
    ['not text beats malformed and too long', 123456, 'FIELD_NOT_TEXT', 'Nickname must be text'],
    ['malformed beats too long', 'abc123', 'FIELD_INVALID', 'Nickname is invalid'],
    ['too long last', 'abcdefg', 'FIELD_TOO_LONG', 'Nickname must be at most 5 characters'],
  ])('gives the most relevant message: %s', async (_case, nickname, code, message) => {
    expect(await detailsOf({ nickname }, Nickname)).toEqual([{ field: 'nickname', code, message, params: expect.any(Object) }]);
  });

  it('sends the values of a message, so a client can say it in its own words', async () => {
    const [detail] = await detailsOf({ ...validRegistration, firstName: 'x'.repeat(101) }, RegisterDto);
    expect(detail).toEqual({
      field: 'firstName',
      code: 'FIELD_TOO_LONG',
      message: 'First name must be at most 100 characters',
      params: { label: 'First name', max: 100 },
    });
  });

  it('refuses unknown fields by name, each detail coded', async () => {
    const error = (await createValidationPipe()
      .transform({ ...validRegistration, role: 'admin', isStaff: true }, { type: 'body', metatype: RegisterDto })
      .catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject({ code: 'UNKNOWN_FIELD', message: 'Unknown fields: role, isStaff', params: { fields: 'role, isStaff' } });
    expect(error.details).toEqual([
      { field: 'role', code: 'FIELD_NOT_ACCEPTED', message: 'This field is not accepted here' },
      { field: 'isStaff', code: 'FIELD_NOT_ACCEPTED', message: 'This field is not accepted here' },
    ]);
  });
});

const validRegistration = { firstName: 'Bilal', lastName: 'Khan', email: 'bilal@example.com', password: 'Karachi#2026' };
