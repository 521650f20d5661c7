import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { GeoService } from '../geo/geo.service.js';
import { AccountActivity, type ActivityType } from './account-activity.entity.js';

@Injectable()
export class AccountActivityService {
  constructor(
    @InjectRepository(AccountActivity) private readonly activities: Repository<AccountActivity>,
    private readonly geo: GeoService,
  ) {}

  /** Records one event of the user's own account history, with the country its IP address comes from. */
  async record(
    ctx: RequestContext,
    userId: string,
    type: ActivityType,
    details: Record<string, unknown> = {},
    manager?: EntityManager,
  ): Promise<void> {
    const repo = manager ? manager.getRepository(AccountActivity) : this.activities;
    const ip = ctx.ip;
    await repo.insert({
      userId,
      type,
      ip,
      userAgent: ctx.userAgent,
      country: await this.geo.countryOf(ip),
      details: details as never,
    });
  }
}
