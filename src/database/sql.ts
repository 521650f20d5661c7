import { QueryFailedError } from 'typeorm';

/** PostgreSQL's error codes (SQLSTATE) that the services turn into answers. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a failed query, or undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string } | undefined)?.code : undefined;
}

/** Text made literal inside a LIKE/ILIKE pattern (with the default `\` escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
