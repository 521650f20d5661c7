import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { CurrenciesModule } from '../currencies/currencies.module.js';
import { UsersModule } from '../users/users.module.js';
import { CarLandedPriceController } from './car-landed-price.controller.js';
import { FreightRate } from './freight-rate.entity.js';
import { InspectionFee } from './inspection-fee.entity.js';
import { PriceCalculatorAdminController } from './price-calculator-admin.controller.js';
import { PriceCalculatorController } from './price-calculator.controller.js';
import { PriceCalculatorService } from './price-calculator.service.js';
import { PriceCharge } from './price-charge.entity.js';
import { PriceTablesService } from './price-tables.service.js';
import { LandedPriceService } from './landed-price.service.js';

/**
 * The price calculator (spec §7, issue 11) and the landed-price engine every price of a car comes from (issue 24):
 * the calculator, the car page's estimate, the reservation's snapshot. Table ownership: `freight_rates`, `price_charges`, `inspection_fees`; cars
 * through CarDirectory, import rules through ImportRulesService, exchange rates through ExchangeRatesService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([FreightRate, PriceCharge, InspectionFee]),
    CarsModule,
    ImportRulesModule,
    CurrenciesModule,
    UsersModule,
  ],
  controllers: [PriceCalculatorController, PriceCalculatorAdminController, CarLandedPriceController],
  providers: [PriceCalculatorService, PriceTablesService, LandedPriceService],
  // The landed-price engine's tables, for the reservation's price snapshot (OrdersModule).
  exports: [LandedPriceService],
})
export class PriceCalculatorModule {}
