import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { ChassisCheckController } from './chassis-check.controller.js';
import { ChassisCheckService } from './chassis-check.service.js';

/**
 * The public chassis check (issue 10). Owns no table: cars and auction sheets are read through
 * CarDirectory.chassisRecords, past auction lots through AuctionLotsService.historyByChassis (issue 13); attempts are counted by the global RateLimiterService.
 */
@Module({
  imports: [CarsModule, AuctionsModule],
  controllers: [ChassisCheckController],
  providers: [ChassisCheckService],
})
export class ChassisCheckModule {}
