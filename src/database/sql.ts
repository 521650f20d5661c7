import { QueryFailedError } from 'typeorm';

/** Runs one SQL statement and answers its rows (TypeORM's `manager.query`, or a pg client's): what the loaders of
 * reference and demo data write with. */
export type Query = (sql: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>;

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

/**
 * Deletes in batches until one removes fewer than `batch` rows, each batch its own short statement (the retention
 * jobs: a long DELETE would hold locks the live writers wait on). `deleteBatch(limit)` deletes up to `limit` rows and
 * says how many. Answers how many went in all.
 */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await deleteBatch(batch);
    deleted += gone;
    if (gone < batch) return deleted;
  }
}

/** Text made literal inside a LIKE/ILIKE pattern (with the default `\` escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
