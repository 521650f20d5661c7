import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { StaffPageDto } from '../../common/pagination/page.dto.js';
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

export class NewsletterSubscriberListDto extends StaffPageDto(NewsletterSubscriberDto, 2) {}
