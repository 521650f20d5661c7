import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsAdminModule } from '../car-admin/cars-admin.module.js';
import { CurrenciesModule } from '../currencies/currencies.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ConsigneesModule } from '../users/consignees/consignees.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuctionAccount } from './bidding/auction-account.entity.js';
import { AccountClosureBids } from './bidding/account-closure-bids.service.js';
import { AuctionAccountsRepository } from './bidding/auction-accounts.repository.js';
import { AuctionAccountsService } from './bidding/auction-accounts.service.js';
import { AuctionBidRequest } from './bidding/auction-bid-request.entity.js';
import { AuctionLedgerEntry } from './bidding/auction-ledger-entry.entity.js';
import { AuctionLedger } from './bidding/auction-ledger.service.js';
import { BidRequestsService } from './bidding/bid-requests.service.js';
import { BiddingAdminController } from './bidding/bidding-admin.controller.js';
import { BiddingController } from './bidding/bidding.controller.js';
import { BiddingRepository } from './bidding/bidding.repository.js';
import { LotResultsService } from './bidding/lot-results.service.js';
import { WonCarOrdersService } from './bidding/won-car-orders.service.js';
import { AuctionFeedSource } from './feeds/auction-feed-source.entity.js';
import { AuctionFeedSourcesAdminController, AuctionImportsAdminController } from './feeds/auction-feeds-admin.controller.js';
import { AuctionFeedsRepository } from './feeds/auction-feeds.repository.js';
import { AuctionFeedsService } from './feeds/auction-feeds.service.js';
import { AuctionImport } from './feeds/auction-import.entity.js';
import { AuctionImportRunner } from './feeds/auction-import.runner.js';
import { AuctionLot } from './lots/auction-lot.entity.js';
import { AuctionLotsController } from './lots/auction-lots.controller.js';
import { AuctionLotsRepository } from './lots/auction-lots.repository.js';
import { AuctionLotsService } from './lots/auction-lots.service.js';

/**
 * The auction bidding service (issue 13): auction lots imported from the auction houses' feeds (lots/, feeds/), the
 * customers' deposits and bid requests, and the results staff record (bidding/). Tables: lots/: `auction_lots`;
 * feeds/: `auction_feed_sources`, `auction_imports`; bidding/: `auction_accounts`, `auction_ledger_entries`,
 * `auction_bid_requests` (customers through UsersService, emails through NotificationsService); a won car enters stock
 * through CarsAdminService and becomes an order through the orders module (bidding/won-car-orders.service.ts). Exports
 * AuctionLotsService: the chassis check reads past lots' history through it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AuctionLot]),
    // feeds/: feed sources and their imports (a BullMQ job)
    TypeOrmModule.forFeature([AuctionFeedSource, AuctionImport]),
    // bidding/: deposits, bid requests, results
    TypeOrmModule.forFeature([AuctionAccount, AuctionLedgerEntry, AuctionBidRequest]),
    UsersModule,
    NotificationsModule,
    // bidding/won-car-orders: a won car enters stock with its order, and its order's full payment settles it.
    CarsAdminModule,
    OrdersModule,
    ConsigneesModule,
    CurrenciesModule,
  ],
  controllers: [
    AuctionLotsController,
    AuctionFeedSourcesAdminController,
    AuctionImportsAdminController,
    BiddingController,
    BiddingAdminController,
  ],
  providers: [
    AuctionLotsService,
    AuctionFeedsService,
    AuctionImportRunner,
    AuctionLedger,
    AuctionAccountsService,
    BidRequestsService,
    LotResultsService,
    WonCarOrdersService,
    AccountClosureBids,
    BiddingRepository,
    AuctionAccountsRepository,
    AuctionFeedsRepository,
    AuctionLotsRepository,
  ],
  // AccountClosureBids: closing a customer's account withdraws their open bids (account-closure, issue 24 §6).
  exports: [AuctionLotsService, AccountClosureBids],
})
export class AuctionsModule {}
