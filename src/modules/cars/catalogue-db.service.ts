import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/** How many distinct statements a process prepares: the first shapes seen, which are the common ones. */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * The catalogue's reads: search pages, counts, facets and the detail lookup. With DATABASE_READ_URL they go to the read
 * replica (TypeORM's 'slave' pool), which a second's lag does not harm; without it, to the one pool.
 *
 * The catalogue's hot statements (detail by stock id, search pages) as named prepared statements on the pool TypeORM
 * already holds. PostgreSQL then parses each shape once per connection and, where a generic plan is as good as a
 * custom one (the detail lookup: planning took 0.3 ms of a 0.4 ms query), stops planning it at all. Only a bounded
 * number of shapes is prepared, since a connection keeps its statements until it closes.
 */
@Injectable()
export class CatalogueDb {
  private readonly admitted = new Set<string>();

  constructor(private readonly dataSource: DataSource) {}

  async query<T>(sql: string, params: unknown[], options: { prepare?: boolean } = {}): Promise<T[]> {
    const pool = this.readPool();
    if (!pool) return this.dataSource.query<T[]>(sql, params);
    if (!options.prepare) return (await pool.query(sql, params)).rows as T[];
    const name = `catalogue_${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
    if (!this.admitted.has(name)) {
      if (this.admitted.size >= MAX_PREPARED_STATEMENTS) return (await pool.query(sql, params)).rows as T[];
      this.admitted.add(name);
    }
    const result = await pool.query({ name, text: sql, values: params });
    return result.rows as T[];
  }

  /** The replica's pool when there is one (TypeORM's driver keeps them as `slaves`), else the primary's. */
  private readPool(): Pool | undefined {
    const driver = this.dataSource.driver as unknown as { master?: Pool; slaves?: Pool[] };
    return driver.slaves?.[0] ?? driver.master;
  }
}
