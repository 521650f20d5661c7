import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '../../common/errors/messages.js';
import { DEFAULT_PAGE_LIMIT } from '../../common/pagination/pagination.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './newsletter-subscription.entity.js';

export class NewsletterAnswerDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.NEWSLETTER_SUBSCRIBED })
  message: string;
}

export class NewsletterSubscriberDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Amina Njeri' })
  fullName: string;
  @ApiProperty({ example: 'amina.njeri@example.com' })
  email: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'active' })
  status: SubscriptionStatus;
  @ApiProperty({ format: 'date-time', description: 'When it was last made active' })
  subscribedAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  unsubscribedAt: string | null;
}

export class NewsletterSubscriberListDto {
  @ApiProperty({ type: [NewsletterSubscriberDto] })
  items: NewsletterSubscriberDto[];
  @ApiProperty({ example: 2 })
  total: number;

  @ApiProperty({ example: false, description: 'true when `total` is an estimate (more than 10,000 matches; exact up to 10,000)' })
  totalEstimated: boolean;
  @ApiProperty({ example: 1 })
  page: number;
  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}
