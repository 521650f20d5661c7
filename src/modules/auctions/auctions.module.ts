import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuctionLot } from './lots/auction-lot.entity.js';

/**
 * The auction bidding service (issue 13): auction lots imported from the auction houses' feeds (lots/, feeds/), the
 * customers' deposits and bid requests, and the results staff record (bidding/). Tables: `auction_lots`, …
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuctionLot])],
})
export class AuctionsModule {}
