import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/currencies.module.js';
import { FooterModule } from '../footer/footer.module.js';
import { PreHeaderController } from './pre-header.controller.js';
import { PreHeaderService } from './pre-header.service.js';

/** The pre-header's answer (issue 11). Owns no table: cars in stock through FooterService, rates through ExchangeRatesService. */
@Module({
  imports: [FooterModule, CurrenciesModule],
  controllers: [PreHeaderController],
  providers: [PreHeaderService],
})
export class PreHeaderModule {}
