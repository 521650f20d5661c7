import { describe, expect, it } from '@jest/globals';
import { CENSORED, redactLogArgs, redactText, redactValue, safeError } from './redact.js';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhYmMiLCJzaWQiOiJ4In0.c2lnbmF0dXJlLWlzLWhlcmUtYW5kLWxvbmc';
const ARGON = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
const REFRESH = 'q3Zr0b8Yk2mX9vT1wLp4sN7cH6jD5gF0aE3uI8oP2yR';

describe('redactText', () => {
  it.each([
    [`user ann.lee+cars@example.co.ke signed in`, 'ann.lee+cars@example.co.ke'],
    [`GET /api/admin/users?q=ann%40example.com`, 'ann%40example.com'],
    [`phone +254 712 345 678 refused`, '+254 712 345 678'],
    [`GET /api/x?phone=%2B254712345678`, '%2B254712345678'],
    [`national 0712345678 number`, '0712345678'],
    [`Authorization: Bearer ${JWT}`, JWT],
    [`token=${JWT}`, JWT],
    [`hash ${ARGON} stored`, ARGON],
    [`refresh ${REFRESH} reused`, REFRESH],
    [`reset ${'ab12'.repeat(16)} used`, 'ab12'.repeat(16)],
    ['postgres://app:s3cret-Pa55@db.internal:5432/autoexport', 's3cret-Pa55'],
    ['GET /api/auth/google/callback?code=4/0AbCd&state=xyz12', '4/0AbCd'],
    ['GET /api/auth/google/callback?code=4/0AbCd&state=xyz12', 'xyz12'],
    ['GET /api/x?api_key=k1&page=2', 'k1'],
  ])('censors %s', (text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(CENSORED);
  });

  it.each([
    ['request completed'],
    ['GET /api/cars?make=toyota&yearMin=2015&priceMax=20000'],
    ['requestId 5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c'],
    ['postgres://postgres@127.0.0.1:5432/autoexport'],
    ['at CarsService.search (/work/main/dist/src/modules/cars/cars.service.js:120:15)'],
    ['duplicate key value violates unique constraint "users_email_key"'],
    ['from 2026-06-17 to 2026-07-01'],
  ])('leaves ordinary text alone: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('redactValue', () => {
  it('censors secret fields by name at any depth, and redacts text in the others', () => {
    const out = redactValue({
      email: 'a@b.com',
      user: { passwordHash: ARGON, phone: '+254712345678', firstName: 'Ann', nested: { refreshToken: REFRESH } },
      headers: { authorization: `Bearer ${JWT}`, 'x-api-key': 'k' },
      url: '/api/admin/users?q=ann@example.com',
      to: 'c@d.com',
      count: 3,
      empty: null,
    });
    expect(out).toEqual({
      email: CENSORED,
      user: { passwordHash: CENSORED, phone: CENSORED, firstName: 'Ann', nested: { refreshToken: CENSORED } },
      headers: { authorization: CENSORED, 'x-api-key': CENSORED },
      url: `/api/admin/users?q=${CENSORED}`,
      to: CENSORED,
      count: 3,
      empty: null,
    });
  });

  it('stops at a depth and a length, so a huge or circular object cannot stall the logger', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(JSON.stringify(redactValue(circular))).toContain('[…]');
    expect(redactValue(Array.from({ length: 500 }, (_, i) => i))).toHaveLength(50);
  });
});

describe('safeError', () => {
  it("keeps a failing query's SQL and SQLSTATE, never its parameters or PostgreSQL's detail", () => {
    const error = Object.assign(new Error('new row for relation "users" violates check constraint "users_check"'), {
      name: 'QueryFailedError',
      query: 'INSERT INTO "users"("email", "password_hash", "phone") VALUES ($1, $2, $3)',
      parameters: ['ann@example.com', ARGON, '+254712345678'],
      driverError: { detail: `Failing row contains (ann@example.com, ${ARGON}, +254712345678).` },
      detail: `Failing row contains (ann@example.com, ${ARGON}, +254712345678).`,
      code: '23514',
      constraint: 'users_check',
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({ type: 'QueryFailedError', code: '23514', constraint: 'users_check', query: error.query });
    expect(safe).not.toHaveProperty('parameters');
    expect(safe).not.toHaveProperty('detail');
    expect(safe).not.toHaveProperty('driverError');
    const text = JSON.stringify(safe);
    for (const secret of ['ann@example.com', ARGON, '+254712345678']) expect(text).not.toContain(secret);
  });

  it('redacts the message and stack, and follows the cause', () => {
    const error = new Error(`invalid input: "ann@example.com"`, { cause: new Error(`token ${JWT}`) });
    const safe = safeError(error);
    expect(JSON.stringify(safe)).not.toMatch(/ann@example\.com|eyJ/);
    expect(safe.cause).toMatchObject({ type: 'Error', message: `token ${CENSORED}` });
  });
});

describe('redactLogArgs', () => {
  it('redacts the fields, the message and interpolated values', () => {
    const args = redactLogArgs([{ email: 'a@b.com' }, 'sent to %s', 'c@d.com']);
    expect(args).toEqual([{ email: CENSORED }, 'sent to %s', CENSORED]);
  });

  it('puts an Error first under err, keeping its message as the line message', () => {
    const args = redactLogArgs([new Error('mail to a@b.com failed')]);
    expect(args[0]).toMatchObject({ err: { type: 'Error', message: `mail to ${CENSORED} failed` } });
    expect(args[1]).toBe(`mail to ${CENSORED} failed`);
  });
});
