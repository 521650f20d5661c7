import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppError, appError, conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { ExchangeRatesService } from '../currencies/exchange-rates.service.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { FreightRate } from './freight-rate.entity.js';
import { InspectionFee } from './inspection-fee.entity.js';
import { PriceCharge } from './price-charge.entity.js';
import {
  freightRateFactsOf,
  type LandedPrice,
  landedPrice,
  type LandedPriceRequest,
  type PriceTables,
  QuoteInputError,
} from './price-quote-rules.js';

/** The price tables of one destination, with the exchange rate they convert at as the day's table has it. */
export interface DestinationPriceTables extends PriceTables {
  country: string;
  exchange: { rate: string; setAt: Date; source: string };
}

/**
 * Who asks for a price decides how a refusal reads: the calculator and the car page answer an unknown port with 404
 * and field errors of their own form; a reservation with a 400 on its destination port and a 409 where the tables
 * cannot price what the destination requires.
 */
export type PriceAsker = 'quote' | 'order';

/**
 * The landed-price engine's tables (issue 24 §2): reads what `landedPrice` (price-quote-rules.ts) needs for one
 * destination — its freight rates, the charges in Japan, its inspection fee, whether its import rules require the
 * inspection, the day's exchange rate and the insurance rate — and prices with it. Exported for the orders module,
 * which reads the tables before its transaction and prices inside it, on the car it has locked.
 */
@Injectable()
export class LandedPriceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly importRules: ImportRulesService,
    private readonly rates: ExchangeRatesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The tables for a destination country (ISO alpha-2) in `currency`; 503 when no rate is set for the currency. */
  async tables(country: string, currency: CurrencyCode): Promise<DestinationPriceTables> {
    const code = country.toUpperCase();
    const [freightRates, charges, fee, rule, exchange] = await Promise.all([
      this.dataSource.getRepository(FreightRate).findBy({ countryCode: code, active: true }),
      this.dataSource.getRepository(PriceCharge).findBy({ active: true }),
      this.dataSource.getRepository(InspectionFee).findOneBy({ countryCode: code }),
      this.importRules.ruleFor(code),
      this.rates.rateFromUsd(currency),
    ]);
    if (!exchange) throw appError(HttpStatus.SERVICE_UNAVAILABLE, Msg.EXCHANGE_RATE_UNAVAILABLE, { currency });
    return {
      country: code,
      freightRates: freightRates.map(freightRateFactsOf),
      charges: charges.map((c) => ({ key: c.chargeKey, method: c.method, amountUsd: c.amountUsd })),
      inspectionFee: fee ? { agency: fee.agency, feeUsd: fee.feeUsd } : null,
      inspectionRequired: rule?.inspectionRequired ?? false,
      insuranceRatePercent: this.config.marineInsuranceRatePercent,
      currency: { code: currency, rate: exchange.rate },
      exchange,
    };
  }

  /** The engine on tables read beforehand (pure: no I/O, so it runs inside a transaction); refusals as `asker` words them. */
  priceWith(tables: DestinationPriceTables, request: Omit<LandedPriceRequest, 'country'>, asker: PriceAsker): LandedPrice {
    try {
      return landedPrice(tables, { ...request, country: tables.country });
    } catch (error) {
      if (error instanceof QuoteInputError) throw refusal(error.reason, { ...request, country: tables.country }, asker);
      throw error;
    }
  }

  /** Reads the tables and prices. */
  async price(
    request: LandedPriceRequest & { currency: CurrencyCode },
    asker: PriceAsker,
  ): Promise<{ price: LandedPrice; tables: DestinationPriceTables }> {
    const tables = await this.tables(request.country, request.currency);
    return { price: this.priceWith(tables, request, asker), tables };
  }
}

function refusal(reason: QuoteInputError['reason'], request: LandedPriceRequest, asker: PriceAsker): AppError {
  const where = { method: request.method, port: request.port, country: request.country };
  switch (reason) {
    case 'rate_missing':
      return asker === 'order'
        ? invalidField('destinationPort', Msg.FREIGHT_RATE_NOT_FOUND, where)
        : notFound(Msg.FREIGHT_RATE_NOT_FOUND, where);
    case 'inspection_not_offered':
      return asker === 'order'
        ? conflict(Msg.INSPECTION_NOT_OFFERED, { country: request.country })
        : invalidField('inspection', Msg.INSPECTION_NOT_OFFERED, { country: request.country });
    case 'volume_required':
      return invalidField('volumeM3', Msg.QUOTE_VOLUME_REQUIRED);
  }
}
