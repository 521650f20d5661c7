import { QueryFailedError } from 'typeorm';

/** PostgreSQL's error codes (SQLSTATE) that the services turn into answers. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a failed query, or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string } | undefined)?.code : undefined;
}

/**
 * The rows a `DELETE … RETURNING` or `UPDATE … RETURNING` answered: TypeORM's PostgreSQL driver hands those back as
 * `[rows, affected count]`, a SELECT as the rows alone.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/** Text made literal inside a LIKE/ILIKE pattern (with the default `\` escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
