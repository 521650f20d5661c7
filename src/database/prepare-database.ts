import pg from 'pg';

/** Splits a database URL into the server's maintenance URL and the database name. */
export function splitDatabaseUrl(databaseUrl: string): { serverUrl: string; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), database };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database when it is missing (first `npm start`). Returns true when it was created. */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
    return true;
  } catch (error) {
    // Two processes starting at once: the other one created it.
    // (42P04 duplicate_database, or 23505 when both passed the check and raced on pg_database's unique index.)
    const code = (error as { code?: string }).code;
    if (code === '42P04' || code === '23505') return false;
    throw error;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
