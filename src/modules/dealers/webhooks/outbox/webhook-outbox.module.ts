import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookEvent } from './webhook-event.entity.js';
import { WebhookOutbox } from './webhook-outbox.service.js';

/**
 * The webhooks' outbox alone (table `webhook_events`), with no other module imported: the domain modules that cause
 * events (cars, orders, shipments, auctions) import it without an import cycle through WebhooksModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent])],
  providers: [WebhookOutbox],
  exports: [WebhookOutbox],
})
export class WebhookOutboxModule {}
