import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import { VersionedCache } from '../../common/cache/versioned-cache.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { groupByRegion, type OfficeRegion, sortOffices } from './office-rules.js';
import { toAgent, toOffice } from './offices.mappers.js';
import { OfficesRepository } from './offices.repository.js';
import type { OfficeDto, OfficesDto, SupportAgentDto } from './offices.responses.js';

/** The active offices and agents are cached this long at most; every staff change makes them stale at once. */
export const DIRECTORY_CACHE_TTL_SECONDS = 300;
/** What the site shows of the company's contacts: the active offices and support agents, in their order. */
export interface Directory {
  offices: OfficeDto[];
  agents: SupportAgentDto[];
}

/**
 * The global office network and the WhatsApp widget's support agents (spec §1, §2): data staff edit, not constants.
 * The public answers and the footer read one cached directory; every audited change (OfficesAdminService) makes it
 * stale. Table ownership: `offices`, `support_agents`; every query is in OfficesRepository.
 */
@Injectable()
export class OfficesService {
  private readonly cache: VersionedCache;

  constructor(
    private readonly repository: OfficesRepository,
    @Inject(REDIS) redis: Redis,
    cacheMetrics: CacheMetrics,
  ) {
    this.cache = new VersionedCache(redis, 'directory', DIRECTORY_CACHE_TTL_SECONDS, cacheMetrics);
  }

  /** The active offices (by region, then position) and agents (by position); cached. Used by the footer too. */
  directory(): Promise<Directory> {
    return this.cache.get('active', async () => {
      const offices = await this.repository.offices(true);
      const agents = await this.repository.agents(true);
      return { offices: sortOffices(offices).map(toOffice), agents: agents.map(toAgent) };
    });
  }

  async offices(region?: OfficeRegion): Promise<OfficesDto> {
    const { offices } = await this.directory();
    const groups = groupByRegion(offices);
    return { regions: region ? groups.filter((g) => g.region === region) : groups };
  }

  async agents(): Promise<SupportAgentDto[]> {
    return (await this.directory()).agents;
  }

  /** Makes the cached directory stale (after every staff change). */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
