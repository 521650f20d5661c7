import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../../notifications/notifications.module.js';
import { UsersModule } from '../../users/users.module.js';
import { WebhookEvent } from './outbox/webhook-event.entity.js';
import { WebhookOutboxModule } from './outbox/webhook-outbox.module.js';
import { WebhookDeliverer } from './webhook-deliverer.service.js';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookRetention } from './webhook-retention.service.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Dealers' webhooks (issue 14): endpoints, the dispatcher that fans the outbox's events out to them, the signed
 * deliveries with their retries and attempts (kept 90 days: WebhookRetention), and the dealer's routes under /api/user/webhooks. Tables:
 * `webhook_endpoints`, `webhook_deliveries`, `webhook_delivery_attempts`; `webhook_events` is the outbox's
 * (outbox/, written from the domain events of src/events that the dealers hear of). Owners through UsersService, emails through
 * NotificationsService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookDeliveryAttempt, WebhookEvent]),
    WebhookOutboxModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDeliverer, WebhookRetention],
})
export class WebhooksModule {}
