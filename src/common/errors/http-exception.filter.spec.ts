import { describe, expect, it } from '@jest/globals';
import { BadRequestException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { AppError, conflict, permissionDenied } from './app-error.js';
import { toErrorBody } from './http-exception.filter.js';

describe('toErrorBody', () => {
  it('keeps an AppError as raised, with details', () => {
    const error = new AppError(400, 'VALIDATION_FAILED', 'Please fill in all required fields', [
      { field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' },
    ]);
    expect(toErrorBody(error, 'r1')).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please fill in all required fields',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Email is invalid' }],
      requestId: 'r1',
    });
  });

  it('uses the spec wording for permissions', () => {
    expect(toErrorBody(permissionDenied(), 'r')).toMatchObject({
      statusCode: 403,
      message: 'Permission Denied',
      code: 'PERMISSION_DENIED',
    });
    expect(toErrorBody(conflict('EMAIL_TAKEN'), 'r')).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN' });
    expect(toErrorBody(conflict('STOCK_ID_TAKEN', { stockId: 'AB1234567' }), 'r')).toMatchObject({
      message: 'A car with the stock id AB1234567 already exists.',
      params: { stockId: 'AB1234567' },
    });
  });

  it('gives framework exceptions a stable code', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'), 'r')).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(toErrorBody(new BadRequestException('bad'), 'r')).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: 'bad' });
  });

  it('leaks nothing from a crash', () => {
    const crash = new Error('relation "users" does not exist at /srv/app/dist/x.js');
    expect(toErrorBody(crash, 'r9')).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
      code: 'INTERNAL_ERROR',
      requestId: 'r9',
    });
    expect(toErrorBody(new InternalServerErrorException('db password is hunter2'), 'r').message).toBe('Internal server error');
    expect(toErrorBody(undefined, 'r').statusCode).toBe(500);
  });

  it('explains Fastify body errors, also when Nest wraps them', () => {
    const parseError = Object.assign(new Error("Body is not valid JSON but content-type is set to 'application/json'"), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      statusCode: 400,
    });
    expect(toErrorBody(parseError, 'r').message).toBe('The request body is not valid JSON.');
    expect(toErrorBody(new BadRequestException(parseError.message, { cause: parseError }), 'r').message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('answers 503 SERVICE_UNAVAILABLE, not 500, when PostgreSQL or Redis is unreachable', () => {
    const body = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/unavailable/),
      code: 'SERVICE_UNAVAILABLE',
      requestId: 'r',
    };
    expect(toErrorBody(new Error('timeout exceeded when trying to connect'), 'r')).toEqual(body);
    expect(toErrorBody(new Error('Connection is closed.'), 'r')).toEqual(body);
    expect(toErrorBody(new TypeError('x is undefined'), 'r')).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
