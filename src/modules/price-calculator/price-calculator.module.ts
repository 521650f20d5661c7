import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { DemoExchangeRateSource } from './demo-exchange-rate-source.js';
import { ExchangeRateSource } from './exchange-rates.port.js';
import { FreightRate } from './freight-rate.entity.js';
import { InspectionFee } from './inspection-fee.entity.js';
import { PriceCalculatorAdminController } from './price-calculator-admin.controller.js';
import { PriceCalculatorController } from './price-calculator.controller.js';
import { PriceCalculatorService } from './price-calculator.service.js';
import { PriceCharge } from './price-charge.entity.js';
import { PriceTablesService } from './price-tables.service.js';

/**
 * The price calculator (spec §7, issue 11). Table ownership: `freight_rates`, `price_charges`, `inspection_fees`; cars
 * through CarsService, import rules through ImportRulesService, exchange rates through the ExchangeRateSource port.
 */
@Module({
  imports: [TypeOrmModule.forFeature([FreightRate, PriceCharge, InspectionFee]), CarsModule, ImportRulesModule],
  controllers: [PriceCalculatorController, PriceCalculatorAdminController],
  providers: [
    PriceCalculatorService,
    PriceTablesService,
    // MERGE: bind the currencies module's service here (useExisting) and delete DemoExchangeRateSource.
    { provide: ExchangeRateSource, useClass: DemoExchangeRateSource },
  ],
})
export class PriceCalculatorModule {}
