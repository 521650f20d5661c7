import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { RequestMeta } from '../../common/request-meta.js';
import { AccountActivity, type ActivityType } from './account-activity.entity.js';

@Injectable()
export class AccountActivityService {
  constructor(@InjectRepository(AccountActivity) private readonly activities: Repository<AccountActivity>) {}

  /** Records one event of the user's own account history. */
  async record(
    userId: string,
    type: ActivityType,
    meta: Partial<RequestMeta> | undefined,
    details: Record<string, unknown> = {},
    manager?: EntityManager,
  ): Promise<void> {
    const repo = manager ? manager.getRepository(AccountActivity) : this.activities;
    await repo.insert({
      userId,
      type,
      ip: meta?.ip ?? null,
      userAgent: meta?.userAgent ?? null,
      country: null,
      details: details as never,
    });
  }
}
