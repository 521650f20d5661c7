import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { NewsletterAdminController } from './newsletter-admin.controller.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

/** The newsletter list (spec §2, §3). Table ownership: `newsletter_subscriptions`; mail through NotificationsService. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscription]), NotificationsModule],
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
