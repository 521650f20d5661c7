import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { appError, invalidField, notFound, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { Clock } from '../../common/time/clock.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { CarsService } from '../cars/cars.service.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import type { ShippingMethod } from '../orders/order-pricing.js';
import { ExchangeRatesService } from '../currencies/exchange-rates.service.js';
import { FreightRate } from './freight-rate.entity.js';
import { InspectionFee } from './inspection-fee.entity.js';
import type { CalculatePriceDto } from './price-calculator.requests.js';
import type { DestinationCountryDto, DestinationsDto, PriceQuoteDto } from './price-calculator.responses.js';
import { PriceCharge } from './price-charge.entity.js';
import { priceQuote, quoteValidUntil } from './price-quote-rules.js';

/**
 * The price calculator (spec §7 `POST /api/price-calculator/calculate-price`, issue 11): an itemised quote from the
 * staff-edited tables (freight rates per port and method, charges in Japan, inspection fees), the destination's
 * import rules (whether it requires inspection, whether the car can go there) and the exchange rate. A car's FOB price
 * is used only for callers the price policy lets see it. Reads its own tables; cars and import rules through their
 * modules' services.
 */
@Injectable()
export class PriceCalculatorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cars: CarsService,
    private readonly importRules: ImportRulesService,
    private readonly rates: ExchangeRatesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async calculate(ctx: RequestContext, body: CalculatePriceDto): Promise<PriceQuoteDto> {
    const country = body.destinationCountry;
    const currency: CurrencyCode = body.currency ?? 'USD';
    const terms = body.tradeTerms;

    const car = body.stockRef ? await this.cars.findForQuote(body.stockRef) : null;
    if (body.stockRef && !car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    let fobUsd: string;
    let fobSource: 'car' | 'amount';
    if (body.fobAmount !== undefined && body.fobAmount !== null) {
      fobUsd = body.fobAmount;
      fobSource = 'amount';
    } else if (car) {
      if (!canSeePrice(ctx.actor)) throw unauthorized(Msg.QUOTE_REQUIRES_SIGN_IN);
      fobUsd = car.fobPriceUsd;
      fobSource = 'car';
    } else {
      throw invalidField('fobAmount', Msg.QUOTE_PRICE_REQUIRED);
    }

    const rate = await this.freightRate(country, body.destinationPort, body.method);
    const volumeM3 = car?.volumeM3 ?? body.volumeM3 ?? null;
    if (terms !== 'FOB' && body.method === 'roro' && volumeM3 === null) throw invalidField('volumeM3', Msg.QUOTE_VOLUME_REQUIRED);

    const [rule, fee, charges, exchange] = await Promise.all([
      this.importRules.ruleFor(country),
      this.dataSource.getRepository(InspectionFee).findOneBy({ countryCode: country }),
      this.dataSource.getRepository(PriceCharge).findBy({ active: true }),
      this.rates.rateFromUsd(currency),
    ]);
    if (!exchange) throw appError(HttpStatus.SERVICE_UNAVAILABLE, Msg.EXCHANGE_RATE_UNAVAILABLE, { currency });
    const required = rule?.inspectionRequired ?? false;
    const inspected = required || body.inspection === true;
    if (inspected && !fee) throw invalidField('inspection', Msg.INSPECTION_NOT_OFFERED, { country });

    const quote = priceQuote({
      fobUsd,
      volumeM3,
      terms,
      method: body.method,
      rate,
      charges: charges.map((c) => ({ key: c.chargeKey, method: c.method, amountUsd: c.amountUsd })),
      inspection: inspected ? { required, agency: fee!.agency, feeUsd: fee!.feeUsd } : null,
      insurance: body.insurance === true,
      insuranceRatePercent: this.config.marineInsuranceRatePercent,
      currency: { code: currency, rate: exchange.rate },
    });
    const eligibility = car ? await this.importRules.eligibility({ year: car.year, steering: car.steering }, country) : null;
    const quotedAt = this.clock.now();
    return {
      tradeTerms: terms,
      destination: { countryCode: rate.countryCode, port: rate.port, method: rate.method, transitDays: rate.transitDays },
      currency,
      fobSource,
      lines: quote.lines,
      subtotalUsd: quote.subtotalUsd,
      subtotal: quote.subtotal,
      totalUsd: quote.totalUsd,
      total: quote.total,
      insured: quote.insured,
      inspected,
      exchangeRate: { base: 'USD', currency, rate: exchange.rate, setAt: exchange.setAt.toISOString(), source: exchange.source },
      quotedAt: quotedAt.toISOString(),
      validUntil: quoteValidUntil(quotedAt, this.config.priceQuoteValidHours).toISOString(),
      validHours: this.config.priceQuoteValidHours,
      car: car && { stockRef: car.stockId, year: car.year, volumeM3: car.volumeM3 },
      eligibility,
    };
  }

  /** The countries one can quote to or has import rules for, each with its ports and their methods. */
  async destinations(): Promise<DestinationsDto> {
    const [rates, rules, fees] = await Promise.all([
      this.dataSource
        .getRepository(FreightRate)
        .find({ where: { active: true }, order: { countryCode: 'ASC', port: 'ASC', method: 'ASC' } }),
      this.importRules.list(),
      this.dataSource.getRepository(InspectionFee).find(),
    ]);
    const countries = new Map<string, DestinationCountryDto>();
    const countryOf = (code: string): DestinationCountryDto => {
      let entry = countries.get(code);
      if (!entry) {
        const rule = rules.find((r) => r.countryCode === code);
        const fee = fees.find((f) => f.countryCode === code);
        entry = {
          countryCode: code,
          ports: [],
          inspectionRequired: rule?.inspectionRequired ?? false,
          inspectionAgency: fee?.agency ?? rule?.inspectionAgency ?? null,
          inspectionFeeUsd: fee?.feeUsd ?? null,
        };
        countries.set(code, entry);
      }
      return entry;
    };
    for (const rate of rates) {
      const country = countryOf(rate.countryCode);
      const port = country.ports.find((p) => p.port.toLowerCase() === rate.port.toLowerCase());
      if (port) {
        port.methods.push(rate.method);
        if (rate.transitDays !== null) port.transitDays = Math.min(port.transitDays ?? rate.transitDays, rate.transitDays);
      } else {
        country.ports.push({ port: rate.port, methods: [rate.method], transitDays: rate.transitDays });
      }
    }
    for (const rule of rules) countryOf(rule.countryCode);
    return {
      countries: [...countries.values()].sort((a, b) => a.countryCode.localeCompare(b.countryCode)),
      validHours: this.config.priceQuoteValidHours,
    };
  }

  /** The active rate to a port (any case) by a method, or 404 naming what was asked. */
  private async freightRate(country: string, port: string, method: ShippingMethod): Promise<FreightRate> {
    const rate = await this.dataSource
      .getRepository(FreightRate)
      .createQueryBuilder('r')
      .where('r.country_code = :country AND lower(r.port) = lower(:port) AND r.method = :method AND r.active', { country, port, method })
      .getOne();
    if (!rate) throw notFound(Msg.FREIGHT_RATE_NOT_FOUND, { method, port, country });
    return rate;
  }
}
