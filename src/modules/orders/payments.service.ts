import { Inject, Injectable, Logger } from '@nestjs/common';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { domainEvent } from '../../events/domain-event-types.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { addition, modification } from '../audit/audit-facts.js';
import { ExchangeRatesService } from '../currencies/exchange-rates.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { ORDER_AUDIT, ORDER_TARGET, OrderChanges, orderFactsOf, PAYMENT_TARGET } from './order-changes.service.js';
import { addMoney, ALLOCATABLE_STATUSES, isMoreThan, paymentProgress, subtractMoney } from './order-payments.js';
import { OrdersRepository } from './orders.repository.js';
import type { AllocatePaymentDto, RecordPaymentDto, VoidPaymentDto } from './orders.requests.js';
import { PaymentReadsService } from './payment-reads.service.js';
import type { PaymentDetailDto, PaymentDto } from './payments.responses.js';
import { companyWallTime } from './order-emails.js';
import { paymentVoidedEmail, type VoidedOrderNotice } from './payment-emails.js';
import { checkRate, formatRate, needsConfirmation, PAYMENT_MACHINE, type RateCheck, toUsd } from './payment-rules.js';
import type { Payment } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';

/** The largest USD value a payment may have (the column's 12 digits before the point). */
const MAX_USD = '999999999999.99';
const ORDER_CURRENCY = 'USD';

/**
 * Telegraphic transfers as staff record them, and their allocation to the paying customer's orders. An allocation
 * is the only thing that raises what an order has been paid: at 50% the order becomes deposit_paid (the hold ends,
 * the car is sold), at 100% paid (order-payments.ts). The payment row, then the order rows, are locked in that order.
 *
 * Issue 24: the rate is entered in the site's one convention (units of the currency per 1 USD) and checked against the
 * day's rate (the currencies module's ExchangeRatesService) within PAYMENT_RATE_TOLERANCE_PERCENT, unless staff
 * confirm it with a reason; a payment is never edited, only voided (PAYMENT_MACHINE), which reverses its allocations.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly orders: OrdersRepository,
    private readonly reads: PaymentReadsService,
    private readonly orderChanges: OrderChanges,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly rates: ExchangeRatesService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(ctx: RequestContext, body: RecordPaymentDto): Promise<PaymentDto> {
    const customer = await this.users.findByPublicId(body.customerId);
    if (!customer) throw invalidField('customerId', Msg.CUSTOMER_ID_INVALID);
    // The rate arrives normalised to 8 decimals (orders.requests.ts): a USD payment is taken at exactly 1.
    if (body.currency === ORDER_CURRENCY && body.exchangeRate !== '1.00000000') {
      throw invalidField('exchangeRate', Msg.EXCHANGE_RATE_NOT_ONE, { currency: ORDER_CURRENCY });
    }
    const rateReason = body.rateReason ?? null;
    if (body.confirmRate === true && !rateReason) throw invalidField('rateReason', Msg.RATE_REASON_REQUIRED);
    const amountUsd = toUsd(body.amount, body.exchangeRate);
    if (!isMoreThan(amountUsd, 0) || isMoreThan(amountUsd, MAX_USD)) {
      throw invalidField('exchangeRate', Msg.PAYMENT_USD_OUT_OF_RANGE, { amount: amountUsd });
    }
    const day = body.currency === ORDER_CURRENCY ? null : await this.rates.rateFromUsd(body.currency);
    const check = checkRate(body.currency, body.exchangeRate, day?.rate ?? null, this.config.paymentRateTolerancePercent);
    const confirmed = body.confirmRate === true;
    if (needsConfirmation(check) && !confirmed) throw this.rateRefusal(body, check);

    const taken = () => conflict(Msg.BANK_REFERENCE_TAKEN, { reference: body.bankReference });
    if (await this.payments.existsWithReference(body.bankReference)) throw taken();
    const referenceRate = check.kind === 'within' || check.kind === 'beyond' ? check.reference : null;
    const id = await this.orderChanges.run(
      ctx,
      async (tx) => {
        const saved = await this.payments.insertAndRead(tx.manager, {
          userId: customer.id,
          amount: body.amount,
          currency: body.currency,
          exchangeRate: body.exchangeRate,
          amountUsd,
          allocatedUsd: '0.00',
          referenceRate,
          rateReason,
          valueDate: body.valueDate,
          bankReference: body.bankReference,
          note: body.note ?? null,
          recordedBy: actorOf(ctx).publicId,
          status: 'recorded',
        });
        await tx.audit(
          addition(ORDER_AUDIT.paymentRecord, PAYMENT_TARGET, saved.publicId, {
            customerId: customer.publicId,
            amount: body.amount,
            currency: body.currency,
            exchangeRate: saved.exchangeRate,
            amountUsd,
            valueDate: body.valueDate,
            bankReference: body.bankReference,
            ...(check.kind === 'fixed' ? {} : { rateCheck: check.kind }),
            ...(referenceRate !== null && check.kind !== 'fixed' && check.kind !== 'no-reference'
              ? { referenceRate, rateDifferencePercent: check.differencePercent }
              : {}),
            ...(needsConfirmation(check) ? { rateConfirmed: true } : {}),
            ...(rateReason ? { rateReason } : {}),
          }),
        );
        return saved.publicId;
      },
      // Two staff recording the same transfer at once: one wins.
      { onUniqueViolation: taken },
    );
    return this.reads.get(id);
  }

  /** The 409 of a rate that needs confirming: both rates and how far apart, or that none is on file. */
  private rateRefusal(body: RecordPaymentDto, check: RateCheck) {
    const rate = formatRate(body.exchangeRate);
    if (check.kind === 'beyond') {
      return conflict(Msg.PAYMENT_RATE_OUT_OF_TOLERANCE, {
        rate,
        currency: body.currency,
        reference: check.reference,
        difference: check.differencePercent,
        tolerance: formatRate(this.config.paymentRateTolerancePercent),
      });
    }
    return conflict(Msg.PAYMENT_RATE_UNCHECKED, { rate, currency: body.currency });
  }

  /**
   * Puts part of a payment towards one of its customer's orders, in the order's currency: no more than the payment
   * has left, nor than the order still owes; never from a voided payment. The thresholds then move the order (reserved → deposit_paid → paid) and
   * its car; the reservation's expiry job goes (an optimisation: the job re-checks anyway).
   */
  async allocate(ctx: RequestContext, paymentId: string, body: AllocatePaymentDto): Promise<PaymentDto> {
    await this.orderChanges.run(ctx, async (tx, change) => {
      const m = tx.manager;
      const payment = isUuid(paymentId) ? await this.payments.findByPublicId(m, paymentId, true) : null;
      if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
      if (payment.status === 'voided') throw conflict(Msg.PAYMENT_VOIDED);
      const order = await this.orders.findByPublicId(m, body.orderId, { lock: true });
      if (!order) throw invalidField('orderId', Msg.ORDER_ID_INVALID);
      if (payment.userId === null || payment.userId !== order.userId) throw conflict(Msg.PAYMENT_OF_ANOTHER_CUSTOMER);
      if (!ALLOCATABLE_STATUSES.includes(order.status))
        throw conflict(Msg.PAYMENT_NOT_ALLOCATABLE, { status: order.status.replace(/_/g, ' ') });
      const available = paymentProgress(payment.allocatedUsd, payment.amountUsd).balance;
      if (isMoreThan(body.amount, available)) throw conflict(Msg.ALLOCATION_EXCEEDS_PAYMENT, { available, currency: ORDER_CURRENCY });
      const balance = paymentProgress(order.amountAllocated, order.total).balance;
      if (isMoreThan(body.amount, balance)) throw conflict(Msg.ALLOCATION_EXCEEDS_BALANCE, { balance, currency: order.currency });

      const allocated = addMoney(order.amountAllocated, body.amount);
      await this.payments.insertAllocation(m, {
        paymentId: payment.id,
        orderId: order.id,
        amount: body.amount,
        allocatedAt: this.clock.now(),
        allocatedBy: actorOf(ctx).publicId,
      });
      await this.payments.update(m, payment.id, { allocatedUsd: addMoney(payment.allocatedUsd, body.amount) });
      await tx.audit(
        modification(ORDER_AUDIT.paymentAllocate, PAYMENT_TARGET, payment.publicId, {
          before: { orderAllocated: order.amountAllocated, paymentUnallocated: available },
          after: {
            orderId: order.publicId,
            amount: body.amount,
            orderAllocated: allocated,
            paymentUnallocated: subtractMoney(available, body.amount),
          },
        }),
      );
      await this.events.record(
        tx,
        domainEvent('payment.allocated', {
          ...orderFactsOf(order),
          paymentId: payment.publicId,
          currency: order.currency,
          amount: body.amount,
          orderPaid: allocated,
          orderTotal: order.total,
          valueDate: payment.valueDate,
          bankReference: payment.bankReference,
        }),
      );
      await this.orderChanges.applyPayment(tx, change, order, allocated);
    });
    return this.reads.get(paymentId);
  }

  /**
   * Voids a payment (recorded → voided, PAYMENT_MACHINE; a second void is a 409), in one transaction: every live
   * allocation is taken back, each order's paid amount falls by it and the order moves back as its table allows
   * (OrderChanges.reversePayment: paid → deposit_paid under 100%, deposit_paid → reserved under 50% with a new hold;
   * shipped, arrived and cancelled orders keep their status and owe the difference). Audited on the payment and on
   * each order; the customer is emailed after the commit.
   */
  async void(ctx: RequestContext, paymentId: string, body: VoidPaymentDto): Promise<PaymentDetailDto> {
    const notice = await this.orderChanges.run(ctx, async (tx, change) => {
      const m = tx.manager;
      const payment = isUuid(paymentId) ? await this.payments.findByPublicId(m, paymentId, true) : null;
      if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
      PAYMENT_MACHINE.assert(payment.status, 'voided', 'staff');

      const live = await this.payments.liveAllocations(m, payment.id);
      const reversedOf = new Map<string, string>();
      for (const a of live) reversedOf.set(String(a.orderId), addMoney(reversedOf.get(String(a.orderId)) ?? 0, a.amount));
      // Orders locked in id order (after the payment, as an allocation locks them): two voids never deadlock.
      const orders = reversedOf.size === 0 ? [] : await this.orders.findByIds(m, [...reversedOf.keys()], true);
      const at = this.clock.now();
      const actor = actorOf(ctx).publicId;
      await this.payments.voidAllocations(m, payment.id, at);
      await this.payments.update(m, payment.id, {
        status: 'voided',
        allocatedUsd: '0.00',
        voidedAt: at,
        voidedBy: actor,
        voidReason: body.reason,
      });

      const notices: VoidedOrderNotice[] = [];
      const effects: Record<string, unknown>[] = [];
      for (const order of orders) {
        const reversed = reversedOf.get(String(order.id))!;
        const before = { status: order.status, amountAllocated: order.amountAllocated };
        const allocated = subtractMoney(order.amountAllocated, reversed);
        // The ledger sums (order.amountAllocated ≥ its live allocations): anything else is a bug to stop at.
        if (isMoreThan(0, allocated))
          throw new Error(`Order ${order.publicId} would be paid ${allocated} after voiding ${payment.publicId}`);
        const wasReserved = order.status === 'reserved';
        await this.orderChanges.reversePayment(tx, change, order, allocated, body.reason);
        const holdUntil = !wasReserved && order.status === 'reserved' ? order.expiresAt : null;
        await tx.audit(
          modification(ORDER_AUDIT.paymentReverse, ORDER_TARGET, order.publicId, {
            before,
            after: {
              status: order.status,
              amountAllocated: allocated,
              paymentId: payment.publicId,
              reversed,
              reason: body.reason,
              ...(holdUntil ? { expiresAt: holdUntil.toISOString() } : {}),
            },
          }),
        );
        effects.push({ orderId: order.publicId, reversed, from: before.status, to: order.status, amountAllocated: allocated });
        notices.push({
          carTitle: order.carTitle,
          stockId: order.stockId,
          reversed,
          status: order.status,
          amountAllocated: allocated,
          total: order.total,
          holdUntil: holdUntil && companyWallTime(holdUntil, this.orderChanges.calendar),
        });
      }
      await tx.audit(
        modification(ORDER_AUDIT.paymentVoid, PAYMENT_TARGET, payment.publicId, {
          before: { status: payment.status, allocatedUsd: payment.allocatedUsd },
          after: { status: 'voided', allocatedUsd: '0.00', reason: body.reason, orders: effects },
        }),
      );
      return { payment, notices };
    });
    await this.emailVoid(notice.payment, body.reason, notice.notices);
    return this.reads.detail(paymentId);
  }

  /** The customer's notice of a void, queued after the commit (a deleted customer has none). */
  private async emailVoid(payment: Payment, reason: string, orders: VoidedOrderNotice[]): Promise<void> {
    if (!payment.userId) return;
    try {
      const user = await this.users.findById(payment.userId);
      if (!user) return;
      const vars = {
        firstName: user.firstName,
        payment: {
          bankReference: payment.bankReference,
          valueDate: payment.valueDate,
          amount: payment.amount,
          currency: payment.currency,
          amountUsd: payment.amountUsd,
        },
        reason,
        orders,
      };
      // Staff voided it: the customer's profile says the language, not the staff member's request.
      const email = await renderEmail(paymentVoidedEmail, emailLanguageOf(user), vars, user.email);
      // The void is committed: its notice is owed even if Redis is down right now.
      this.notifications.sendEmailsAfterCommit([email]);
    } catch (error) {
      this.logger.error(`The void notice of payment ${payment.publicId} was not queued: ${(error as Error).message}`);
    }
  }
}
