import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountActivity } from '../account-activity.entity.js';
import { type ActivityPageDto, type ActivityQueryDto, toActivityItem } from './activity.dto.js';
import { resolvePaging } from '../../../common/pagination/pagination.js';

@Injectable()
export class ActivityService {
  constructor(@InjectRepository(AccountActivity) private readonly activities: Repository<AccountActivity>) {}

  /** One page of the user's own events, newest first. */
  async listOwn(userId: string, query: ActivityQueryDto): Promise<ActivityPageDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [events, total] = await this.activities.findAndCount({
      where: { userId, ...(query.type ? { type: query.type } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take: limit,
    });
    return { items: events.map(toActivityItem), total, page, limit };
  }
}
