import { CancellationNotices } from './cancellation-notices.service.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { CurrenciesModule } from '../currencies/currencies.module.js';
import { ImportEligibilityModule } from '../import-eligibility/import-eligibility.module.js';
import { PriceCalculatorModule } from '../price-calculator/price-calculator.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ConsigneesModule } from '../users/consignees/consignees.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountClosureOrders } from './account-closure-orders.service.js';
import { AuctionOrdersService } from './auction-orders.service.js';
import { CarHoldersService } from './car-holders.service.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { OrderChanges } from './order-changes.service.js';
import { OrderPlacement } from './order-placement.service.js';
import { OrderShippingService } from './order-shipping.service.js';
import { OrderViews } from './order-views.service.js';
import { OrderTransition } from './order-transition.entity.js';
import { Order } from './order.entity.js';
import { OrdersAdminController } from './orders-admin.controller.js';
import { OrdersController } from './orders.controller.js';
import { OrdersExportController } from './orders-export.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentAllocation } from './payment-allocation.entity.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { Payment } from './payment.entity.js';
import { PaymentsAdminController } from './payments-admin.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { RemittanceCopiesRepository } from './remittance-copies.repository.js';
import { RemittanceCopy } from './remittance-copy.entity.js';
import { RemittancesService } from './remittances.service.js';
import { ReservationExpiryService } from './reservation-expiry.service.js';
import { ReservationMetrics } from './reservation-metrics.js';
import { ReservationsService } from './reservations.service.js';
import { StaffOrdersService } from './staff-orders.service.js';

/**
 * How a car is bought (issue 9 §1–4): reservations with their hold and auto-cancel, telegraphic-transfer payments and
 * remittance copies, the order's states with the car following. Every query is in a repository (OrdersRepository,
 * PaymentsRepository, RemittanceCopiesRepository); the services, one per reader, hold the rules. Exports what other
 * modules ask of orders: CustomerOrdersService (a customer's own orders), OrderViews (an order's page),
 * AuctionOrdersService (won auction cars), OrderShippingService (shipments), CarHoldersService (who holds a car).
 *
 * Table ownership (DESIGN.md §2): `orders`, `order_transitions`, `payments`, `payment_allocations` and
 * `remittance_copies`. Cars, customers and consignees are reached through CarStock, UsersService and
 * ConsigneesService, in the order's transaction where they change.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderTransition, Payment, PaymentAllocation, RemittanceCopy]),
    CarsModule,
    // The landed-price engine's tables and the import-eligibility gate of every sale (issue 24).
    PriceCalculatorModule,
    ImportEligibilityModule,
    UsersModule,
    ConsigneesModule,
    NotificationsModule,
    // The day's exchange rates a payment's rate is checked against (ExchangeRatesService).
    CurrenciesModule,
  ],
  controllers: [OrdersController, OrdersAdminController, PaymentsAdminController, OrdersExportController],
  providers: [
    OrdersRepository,
    PaymentsRepository,
    RemittanceCopiesRepository,
    OrderChanges,
    CancellationNotices,
    OrderViews,
    OrderPlacement,
    ReservationsService,
    AuctionOrdersService,
    CustomerOrdersService,
    StaffOrdersService,
    OrderShippingService,
    CarHoldersService,
    PaymentsService,
    PaymentReadsService,
    RemittancesService,
    ReservationExpiryService,
    ReservationMetrics,
    AccountClosureOrders,
  ],
  // OrderChanges: the one way to change an order (the auctions' ledger runs its changes through it; an order paid in
  // full, and one no longer, are domain events the auctions module subscribes to). AccountClosureOrders: closing a customer's account
  // cancels their reservations (account-closure, issue 24 §6).
  exports: [
    CustomerOrdersService,
    OrderViews,
    AuctionOrdersService,
    OrderShippingService,
    CarHoldersService,
    OrderChanges,
    AccountClosureOrders,
  ],
})
export class OrdersModule {}
