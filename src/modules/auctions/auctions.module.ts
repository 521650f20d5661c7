import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuctionLot } from './lots/auction-lot.entity.js';
import { AuctionLotsController } from './lots/auction-lots.controller.js';
import { AuctionLotsService } from './lots/auction-lots.service.js';

/**
 * The auction bidding service (issue 13): auction lots imported from the auction houses' feeds (lots/, feeds/), the
 * customers' deposits and bid requests, and the results staff record (bidding/). Tables: `auction_lots`, …
 * Exports AuctionLotsService: the chassis check reads past lots' history through it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuctionLot])],
  controllers: [AuctionLotsController],
  providers: [AuctionLotsService],
  exports: [AuctionLotsService],
})
export class AuctionsModule {}
