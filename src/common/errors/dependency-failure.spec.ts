import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { unavailableDependency } from './dependency-failure.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('unavailableDependency', () => {
  it('names PostgreSQL for a refused, cut or exhausted connection', () => {
    expect(unavailableDependency(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('database');
    expect(unavailableDependency(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(unavailableDependency(new Error('Connection terminated due to connection timeout'))).toBe('database');
    expect(unavailableDependency(new Error('timeout exceeded when trying to connect'))).toBe('database');
    expect(unavailableDependency(withCode('read ECONNRESET', 'ECONNRESET'))).toBe('database');
  });

  it('names PostgreSQL for a server shutting down or restarting, even wrapped by TypeORM', () => {
    const adminShutdown = withCode('terminating connection due to administrator command', '57P01');
    expect(unavailableDependency(adminShutdown)).toBe('database');
    expect(unavailableDependency(new QueryFailedError('SELECT 1', [], adminShutdown))).toBe('database');
    expect(unavailableDependency(withCode('the database system is starting up', '57P03'))).toBe('database');
    expect(unavailableDependency(withCode('sorry, too many clients already', '53300'))).toBe('database');
    expect(unavailableDependency(withCode('connection failure', '08006'))).toBe('database');
  });

  it('looks inside an AggregateError and a cause', () => {
    const both = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(unavailableDependency(both)).toBe('database');
    expect(unavailableDependency(new Error('outer', { cause: new Error('Connection is closed.') }))).toBe('redis');
  });

  it('names Redis for ioredis failures while it is down', () => {
    expect(unavailableDependency(new Error('Connection is closed.'))).toBe('redis');
    const retries = Object.assign(
      new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.'),
      {
        name: 'MaxRetriesPerRequestError',
      },
    );
    expect(unavailableDependency(retries)).toBe('redis');
    expect(unavailableDependency(new Error('Command timed out'))).toBe('redis');
    expect(unavailableDependency(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe('redis');
    expect(unavailableDependency(withCode('connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED'))).toBe('redis');
  });

  it('leaves every other error alone: query errors, bugs, non-errors', () => {
    expect(unavailableDependency(new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505')))).toBeNull();
    expect(unavailableDependency(withCode('syntax error at or near "FROM"', '42601'))).toBeNull();
    expect(unavailableDependency(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(unavailableDependency(new Error('ERR wrong number of arguments'))).toBeNull();
    expect(unavailableDependency(undefined)).toBeNull();
    expect(unavailableDependency('Connection is closed.')).toBeNull();
  });
});
