import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { invalidField, notFound, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { Clock } from '../../common/time/clock.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { UsersService } from '../users/users.service.js';
import { type DestinationPriceTables, LandedPriceService } from './landed-price.service.js';
import type { ShippingMethod } from './shipping-terms.js';
import { FreightRate } from './freight-rate.entity.js';
import { InspectionFee } from './inspection-fee.entity.js';
import type { CalculatePriceDto, CarLandedPriceQueryDto } from './price-calculator.requests.js';
import { toQuoteDto } from './price-calculator.mappers.js';
import type { CarLandedPriceDto, DestinationCountryDto, DestinationsDto, PriceQuoteDto } from './price-calculator.responses.js';
import { freightRateTo, type LandedPrice, quoteValidUntil } from './price-quote-rules.js';

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
    private readonly cars: CarDirectory,
    private readonly importRules: ImportRulesService,
    private readonly landed: LandedPriceService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async calculate(ctx: RequestContext, body: CalculatePriceDto): Promise<PriceQuoteDto> {
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
    const currency: CurrencyCode = body.currency ?? 'USD';
    const request = {
      fobUsd,
      volumeM3: car?.volumeM3 ?? body.volumeM3 ?? null,
      country: body.destinationCountry,
      port: body.destinationPort,
      method: body.method,
      terms: body.tradeTerms,
      insurance: body.insurance === true,
      inspection: body.inspection === true,
    };
    const tables = await this.landed.tables(request.country, currency);
    return this.answer(this.landed.priceWith(tables, request, 'quote'), tables, fobSource, car);
  }

  /**
   * The car page's landed estimate (issue 24 §2): the engine's price of a listed car to a destination — the one asked
   * for, else the caller's own (their profile's import country and port), CIF by RoRo unless asked otherwise, in the
   * currency asked for or the one they prefer. Without a destination (none asked for, none on the profile, or no
   * freight rate to the profile's country) the answer holds no quote: the page shows the FOB price alone.
   */
  async carEstimate(ctx: RequestContext, ref: string, query: CarLandedPriceQueryDto): Promise<CarLandedPriceDto> {
    const actor = actorOf(ctx);
    const car = await this.cars.findForQuote(ref);
    if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    if (!canSeePrice(actor)) throw unauthorized(Msg.QUOTE_REQUIRES_SIGN_IN);
    const profile = query.country ? null : await this.users.findById(actor.id);
    const country = query.country ?? profile?.importCountry ?? null;
    if (!country) return { source: null, quote: null };
    const source = query.country ? 'query' : 'profile';
    const currency: CurrencyCode = query.currency ?? profile?.preferredCurrency ?? 'USD';
    const tables = await this.landed.tables(country, currency);
    const terms = query.terms ?? 'CIF';
    const destination =
      source === 'query' ? { port: query.port, method: query.method ?? 'roro' } : profileDestination(tables, profile?.port ?? null, query);
    if (!destination?.port) {
      if (source === 'profile') return { source, quote: null };
      throw invalidField('port', Msg.FIELD_REQUIRED, { label: 'Port' });
    }
    const request = {
      fobUsd: car.fobPriceUsd,
      volumeM3: car.volumeM3,
      country,
      port: destination.port,
      method: destination.method,
      terms,
      insurance: query.insurance === true,
      inspection: false,
    };
    return { source, quote: await this.answer(this.landed.priceWith(tables, request, 'quote'), tables, 'car', car) };
  }

  private async answer(
    price: LandedPrice,
    tables: DestinationPriceTables,
    fobSource: 'car' | 'amount',
    car: QuotedCar | null,
  ): Promise<PriceQuoteDto> {
    const eligibility = car ? await this.importRules.eligibility({ year: car.year, steering: car.steering }, tables.country) : null;
    const quotedAt = this.clock.now();
    return {
      ...toQuoteDto(price, tables.exchange),
      fobSource,
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
}

type QuotedCar = NonNullable<Awaited<ReturnType<CarDirectory['findForQuote']>>>;

/**
 * Where a customer's profile ships to, as the tables can price it: their port by the method asked for (RoRo unless
 * told), else by the other method, else the first port of their country (by name) that has a rate — the answer names
 * the port, so the page says which. Null when nothing goes to their country.
 */
function profileDestination(
  tables: DestinationPriceTables,
  port: string | null,
  query: CarLandedPriceQueryDto,
): { port: string; method: ShippingMethod } | null {
  const methods: ShippingMethod[] = query.method ? [query.method] : ['roro', 'container'];
  const wanted = query.port ?? port;
  for (const method of methods) {
    const own = wanted ? freightRateTo(tables.freightRates, tables.country, wanted, method) : undefined;
    if (own?.port) return { port: own.port, method };
  }
  const byName = [...tables.freightRates].sort((a, b) => (a.port ?? '').localeCompare(b.port ?? ''));
  for (const method of methods) {
    const first = byName.find((r) => r.method === method);
    if (first?.port) return { port: first.port, method };
  }
  return null;
}
