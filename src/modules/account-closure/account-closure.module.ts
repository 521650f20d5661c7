import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountClosure } from './account-closure.entity.js';
import { AccountClosuresAdminController, AccountDeletionController } from './account-closure.controller.js';
import { AccountClosureService } from './account-closure.service.js';

/**
 * Closing an account (issue 24 §6): the one procedure both deletions run (the customer's, in AuthService, and staff's,
 * in AdminUsersService), the deletion preview, and the staff's list of closures with the refunds they owe. Table
 * ownership: `account_closures`. Orders and auction bids are settled through the small services their modules export
 * for it (AccountClosureOrders, AccountClosureBids), in the closure's transaction.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AccountClosure]), UsersModule, OrdersModule, AuctionsModule, AuditModule, NotificationsModule],
  controllers: [AccountDeletionController, AccountClosuresAdminController],
  providers: [AccountClosureService],
  exports: [AccountClosureService],
})
export class AccountClosureModule {}
