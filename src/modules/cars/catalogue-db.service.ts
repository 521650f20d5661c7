import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/** How many distinct statements a process prepares: the first shapes seen, which are the common ones. */
export const MAX_PREPARED_STATEMENTS = 200;

/**
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
    const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
    if (!options.prepare || !pool) return this.dataSource.query<T[]>(sql, params);
    const name = `catalogue_${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
    if (!this.admitted.has(name)) {
      if (this.admitted.size >= MAX_PREPARED_STATEMENTS) return this.dataSource.query<T[]>(sql, params);
      this.admitted.add(name);
    }
    const result = await pool.query({ name, text: sql, values: params });
    return result.rows as T[];
  }
}
