import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_TUNING } from './car-search-rules.js';

export interface MakeRef {
  id: number;
  slug: string;
  title: string;
}

export interface MakesIndex {
  version: string;
  loadedAt: number;
  byId: Map<number, MakeRef>;
  bySlug: Map<string, MakeRef>;
  all: MakeRef[];
}

/**
 * Every make's id, slug and title (a few dozen rows), so that catalogue queries need no join for them: the `make`
 * filter becomes an id the planner has statistics for, and list items get their make from this map. Each process
 * keeps one copy, valid for one catalogue version (staff changes to makes bump it) and at most a minute.
 */
@Injectable()
export class MakesDirectory {
  private current?: MakesIndex;
  private loading?: Promise<MakesIndex>;
  maxAgeMs = DEFAULT_TUNING.makesMaxAgeMs;

  constructor(private readonly dataSource: DataSource) {}

  async get(version: string): Promise<MakesIndex> {
    const index = this.current;
    if (index && index.version === version && Date.now() - index.loadedAt < this.maxAgeMs) return index;
    return this.load(version);
  }

  /** Reads the makes again (e.g. when a car names a make this copy does not know yet). */
  async reload(version: string): Promise<MakesIndex> {
    this.current = undefined;
    return this.load(version);
  }

  private load(version: string): Promise<MakesIndex> {
    if (!this.loading) {
      this.loading = this.dataSource
        .query<{ id: number; slug: string; title: string }[]>('SELECT id, slug, title FROM makes ORDER BY title, id')
        .then((rows) => {
          const all = rows.map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title }));
          const index: MakesIndex = {
            version,
            loadedAt: Date.now(),
            all,
            byId: new Map(all.map((m) => [m.id, m])),
            bySlug: new Map(all.map((m) => [m.slug.toLowerCase(), m])),
          };
          this.current = index;
          return index;
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }
}
