import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { BASE_CURRENCY, CURRENCIES, CURRENCY_INFO, type CurrencyCode } from '../../common/money/currencies.js';
import { Clock } from '../../common/time/clock.js';
import { GeoService } from '../geo/geo.service.js';
import { UsersService } from '../users/users.service.js';
import type { ConvertDto } from './currencies.requests.js';
import type { ConversionDto, CurrencyListDto, CurrencyPreferenceResultDto, DetectedCurrencyDto } from './currencies.responses.js';
import { convertAmount, crossRate, currencyForCountry, formatRate, isStale } from './currency-rules.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

/**
 * The currencies (spec §1, §7, §9): the list, conversions at the current rates, the visitor's currency from their
 * country, and a signed-in customer's preferred currency (kept on the profile through UsersService).
 */
@Injectable()
export class CurrenciesService {
  constructor(
    private readonly rates: ExchangeRatesService,
    private readonly geo: GeoService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  list(): CurrencyListDto {
    return { base: BASE_CURRENCY, currencies: CURRENCIES.map((code) => ({ ...CURRENCY_INFO[code] })) };
  }

  async convert(body: ConvertDto): Promise<ConversionDto> {
    const rate = crossRate(await this.rates.current(), body.fromCurrency, body.toCurrency);
    if (!rate) {
      const missing = [body.fromCurrency, body.toCurrency].find((code) => code !== BASE_CURRENCY)!;
      throw conflict(Msg.EXCHANGE_RATE_UNAVAILABLE, { currency: missing });
    }
    return {
      amount: body.amount,
      fromCurrency: body.fromCurrency,
      toCurrency: body.toCurrency,
      result: convertAmount(body.amount, rate),
      rate: formatRate(rate.rate),
      rateSetAt: rate.setAt?.toISOString() ?? null,
      source: rate.source,
      stale: isStale(rate.setAt, this.clock.now()),
    };
  }

  /** The caller's currency from their address's country; USD when the country cannot be told. */
  async detectFromIp(ip: string | null): Promise<DetectedCurrencyDto> {
    return this.detect(await this.geo.countryOf(ip));
  }

  detect(country: string | null): DetectedCurrencyDto {
    return { country, currencyCode: currencyForCountry(country) };
  }

  /** Kept on the profile when signed in (an unchanged one writes nothing); echoed for the client to keep otherwise. */
  async setPreference(ctx: RequestContext, currencyCode: CurrencyCode): Promise<CurrencyPreferenceResultDto> {
    if (!ctx.actor) return { currencyCode, saved: false };
    await this.users.updateProfile(ctx, { preferredCurrency: currencyCode });
    return { currencyCode, saved: true };
  }
}
