import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { CurrenciesAdminController } from './currencies-admin.controller.js';
import { CurrenciesController } from './currencies.controller.js';
import { CurrenciesService } from './currencies.service.js';
import { ExchangeRate } from './exchange-rate.entity.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/**
 * Currencies and exchange rates (issue 11). Table ownership: `exchange_rates`; the visitor's country through the
 * global GeoService, the preferred currency through UsersService. ExchangeRatesService is exported for the pre-header
 * (and the price calculator).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ExchangeRate]), UsersModule],
  controllers: [CurrenciesController, CurrenciesAdminController],
  providers: [CurrenciesService, ExchangeRatesService],
  exports: [ExchangeRatesService, CurrenciesService],
})
export class CurrenciesModule {}
