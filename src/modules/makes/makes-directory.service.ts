import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { makeRefs } from './makes.repository.js';

// Table ownership (DESIGN.md §2): the `makes` table belongs to the makes module. Other modules (the catalogue's
// search, detail and lists, the footer) name makes through this directory, never by reading or joining `makes`.

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

/** How long a process trusts its copy of the makes before reading them again (the catalogue version also resets it). */
export const MAKES_MAX_AGE_MS = 60_000;

/** The version an index read while the catalogue version was unreadable carries: the next real version replaces it. */
const UNKNOWN_VERSION = '?';

/**
 * Every make's id, slug and title, active or not (a few dozen rows), so that catalogue queries need no join for
 * them: the `make` filter becomes an id the planner has statistics for, and cars get their make from this map.
 * Each process keeps one copy, valid for one catalogue version (staff changes to makes bump it) and at most a minute.
 */
@Injectable()
export class MakesDirectory {
  private readonly logger = new Logger(MakesDirectory.name);
  private current?: MakesIndex;
  private loading?: Promise<MakesIndex>;
  maxAgeMs = MAKES_MAX_AGE_MS;

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogueVersion: CatalogueVersion,
  ) {}

  /** The index for a catalogue version the caller has already read. */
  async get(version: string): Promise<MakesIndex> {
    const index = this.current;
    if (index && index.version === version && this.isFresh(index)) return index;
    return this.load(version);
  }

  /** Reads the makes again (e.g. when a car names a make this copy does not know yet). */
  async reload(version: string): Promise<MakesIndex> {
    this.current = undefined;
    return this.load(version);
  }

  /**
   * The makes of the given ids, for the current catalogue version; one reload when some id is unknown. When the
   * catalogue version cannot be read (Redis down) the copy held serves while it is fresh: naming a make needs no cache.
   */
  async byIds(ids: Iterable<number>): Promise<Map<number, MakeRef>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    let version = UNKNOWN_VERSION;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, makes read without it: ${(error as Error).message}`);
    }
    const held = this.current;
    let index = version === UNKNOWN_VERSION && held && this.isFresh(held) ? held : await this.get(version);
    if (wanted.some((id) => !index.byId.has(id))) index = await this.reload(version);
    return new Map(wanted.flatMap((id) => (index.byId.has(id) ? [[id, index.byId.get(id)!] as const] : [])));
  }

  private isFresh(index: MakesIndex): boolean {
    return performance.now() - index.loadedAt < this.maxAgeMs;
  }

  private load(version: string): Promise<MakesIndex> {
    if (!this.loading) {
      this.loading = makeRefs(this.dataSource)
        .then((rows) => {
          const all = rows.map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title }));
          const index: MakesIndex = {
            version,
            loadedAt: performance.now(),
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
