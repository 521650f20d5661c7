import { Inject, Injectable } from '@nestjs/common';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CarStock } from '../cars/car-stock.service.js';
import { UsersService } from '../users/users.service.js';
import { OrderChanges } from './order-changes.service.js';
import { OrderPlacement } from './order-placement.service.js';
import { OrderViews } from './order-views.service.js';
import { OrdersRepository } from './orders.repository.js';
import type { ReserveCarDto } from './orders.requests.js';
import type { OrderDto } from './orders.responses.js';
import { canReserveAnother } from './reservation-rules.js';

/** The customer's reservation of a stock car: placing it, and cancelling it while it is only a reservation. */
@Injectable()
export class ReservationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
    private readonly placement: OrderPlacement,
    private readonly views: OrderViews,
    private readonly cars: CarStock,
    private readonly users: UsersService,
  ) {}

  /**
   * Reserves a car (spec §4): the car becomes `reserved` and the order holds it for three business days. The
   * customer's reservations are counted under a lock of their own, so the limit holds under concurrency; the car's
   * row lock and the unique index on its holding order make a second reservation a 409 "This car is already reserved!".
   */
  async reserve(ctx: RequestContext, body: ReserveCarDto): Promise<OrderDto> {
    const customer = actorOf(ctx);
    // Read before the transaction, which must not wait for a second connection while it holds one.
    const title = (await this.cars.orderTitle(body.stockId)) ?? body.stockId;
    const order = await this.placement.place(ctx, customer.id, body, async (tx) => {
      await this.orders.lockCustomer(tx.manager, customer.id);
      // An account closure takes the same lock: one that committed while this waited leaves no customer to reserve for.
      if (!(await this.users.findById(customer.id, tx.manager))) throw unauthorized(Msg.SESSION_REVOKED);
      const open = await this.orders.countOpenReservations(tx.manager, customer.id);
      if (!canReserveAnother(open, this.config.maxOpenReservations)) {
        throw conflict(Msg.RESERVATION_LIMIT_REACHED, { max: this.config.maxOpenReservations });
      }
      return { stockId: body.stockId, title, auctionBidId: null };
    });
    return this.views.customerDetail(order);
  }

  /** The customer cancels their own reservation (only while `reserved`); the car is available again at once. */
  async cancelReservation(ctx: RequestContext, id: string): Promise<OrderDto> {
    const customer = actorOf(ctx);
    const order = await this.orderChanges.run(ctx, async (tx, change) => {
      const locked = await this.orderChanges.lock(tx.manager, id, customer.id);
      // A won auction car is bought at the auction house: staff settle with the customer what happens to it.
      if (locked.auctionBidId && locked.status === 'reserved') throw conflict(Msg.AUCTION_ORDER_NOT_CANCELLABLE);
      await this.orderChanges.move(tx, change, locked, 'cancelled', 'customer');
      return locked;
    });
    return this.views.customerDetail(order);
  }
}
