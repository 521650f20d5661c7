import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type CompanyCalendar, companyCalendar } from '../../common/time/business-days.js';
import type { DomainEvent, EventTransaction } from '../../events/domain-event-types.js';
import { OnDomainEvent } from '../../events/on-domain-event.decorator.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { companyWallTime, reservationCancelledEmail } from './order-emails.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * The customer's notice that their reservation was cancelled (by the expiry or by staff), sent from the move's
 * `order.status_changed` event after its commit: the outbox keeps what is owed, so a notice survives Redis being down
 * or the process stopping right after the commit (the dispatcher tries again until the email is queued).
 */
@Injectable()
export class CancellationNotices {
  private readonly calendar: CompanyCalendar;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {
    this.calendar = companyCalendar(config.companyClosures);
  }

  @OnDomainEvent('order.status_changed')
  async onStatusChanged(event: DomainEvent<'order.status_changed'>, tx: EventTransaction): Promise<void> {
    const { customerNotice, userId, orderId } = event.payload;
    if (!customerNotice || !userId) return;
    const [user, order] = await Promise.all([
      this.users.findByIds([userId], tx.manager).then((found) => found.get(String(userId))),
      this.orders.findByPublicId(tx.manager, orderId),
    ]);
    // The account or the order has gone since (an account deleted: its closure told the customer).
    if (!user || !order) return;
    const vars = {
      firstName: user.firstName,
      carTitle: order.carTitle,
      stockId: order.stockId,
      reason: customerNotice,
      holdEndedAt: companyWallTime(order.expiresAt, this.calendar),
    };
    // No request behind an event: the customer's profile says the language (else English).
    await this.notifications.sendTemplate(reservationCancelledEmail, emailLanguageOf(user), vars, user.email);
  }
}
