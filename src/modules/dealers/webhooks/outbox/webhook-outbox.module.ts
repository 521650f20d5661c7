import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookEvent } from './webhook-event.entity.js';
import { WebhookOutbox } from './webhook-outbox.service.js';

/**
 * The webhooks' outbox alone (table `webhook_events`), with no other module imported. No domain module imports it:
 * they record domain events (src/events), and WebhookOutbox subscribes to them after the commit.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent])],
  providers: [WebhookOutbox],
  exports: [WebhookOutbox],
})
export class WebhookOutboxModule {}
