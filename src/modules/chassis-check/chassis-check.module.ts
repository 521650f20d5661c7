import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module.js';
import { ChassisCheckController } from './chassis-check.controller.js';
import { ChassisCheckService } from './chassis-check.service.js';

/**
 * The public chassis check (issue 10). Owns no table: cars and auction sheets are read through
 * CarsService.chassisRecords; attempts are counted by the global RateLimiterService.
 */
@Module({
  imports: [CarsModule],
  controllers: [ChassisCheckController],
  providers: [ChassisCheckService],
})
export class ChassisCheckModule {}
