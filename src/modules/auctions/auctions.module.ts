import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuctionFeedSource } from './feeds/auction-feed-source.entity.js';
import { AuctionFeedSourcesAdminController, AuctionImportsAdminController } from './feeds/auction-feeds-admin.controller.js';
import { AuctionFeedsService } from './feeds/auction-feeds.service.js';
import { AuctionImport } from './feeds/auction-import.entity.js';
import { AuctionImportRunner } from './feeds/auction-import.runner.js';
import { AuctionLot } from './lots/auction-lot.entity.js';

/**
 * The auction bidding service (issue 13): auction lots imported from the auction houses' feeds (lots/, feeds/), the
 * customers' deposits and bid requests, and the results staff record (bidding/). Tables: `auction_lots`,
 * `auction_feed_sources`, `auction_imports`, …
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuctionLot, AuctionFeedSource, AuctionImport])],
  controllers: [AuctionFeedSourcesAdminController, AuctionImportsAdminController],
  providers: [AuctionFeedsService, AuctionImportRunner],
})
export class AuctionsModule {}
