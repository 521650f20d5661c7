import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit, type StreamableFile } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { SharedCounter } from '../../common/cache/shared-counter.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches } from '../../common/csv/export-batches.js';
import { type RequestContext } from '../../common/context/request-context.js';
import { badRequest } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { BASE_CURRENCY, CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { asOutboundError, readBody } from '../../common/outbound/outbound-http.js';
import { OutboundHttp } from '../../common/outbound/outbound.service.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import type { RatesHistoryQueryDto, SetRatesDto } from './currencies.requests.js';
import type { ExchangeRateDto, ExchangeRateHistoryDto, ExchangeRatesDto } from './currencies.responses.js';
import { crossRate, type CurrentRate, formatRate, isStale, parseProviderRates, type RateTable } from './currency-rules.js';
import { ExchangeRate, type RateSource } from './exchange-rate.entity.js';
import { latestRates, rateHistory } from './exchange-rates.repository.js';

type RatedCurrency = Exclude<CurrencyCode, 'USD'>;
const RATED: readonly RatedCurrency[] = CURRENCIES.filter((code): code is RatedCurrency => code !== BASE_CURRENCY);
/** How long the provider may take to answer. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** A provider's answer larger than this is not rates. */
const PROVIDER_MAX_BYTES = 256 * 1024;
/** Redirects the provider's URL may go through (http to https, a moved path), each checked by the guard. */
const PROVIDER_MAX_REDIRECTS = 3;

export const EXCHANGE_RATE_AUDIT = { set: 'exchange_rate.set' } as const;
const RATE_TARGET = 'exchange_rate';

export type RefreshResult =
  { status: 'not-configured' } | { status: 'failed'; reason: string } | { status: 'updated'; currencies: RatedCurrency[] };

/**
 * The exchange rates (issue 11): every rate ever set is a row of `exchange_rates`; a currency's current rate is its
 * latest. The current rates are kept in memory per rates version, a counter in Redis every process keeps a copy of
 * (SharedCounter): setting rates bumps it, so every process reads them again at once (a few seconds in the worst
 * case). Staff set rates (audited); the hourly job fetches them from EXCHANGE_RATES_URL when one is configured, and a
 * failing provider leaves the last rates in place (they show as stale after 24 hours).
 */
@Injectable()
export class ExchangeRatesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExchangeRatesService.name);
  private readonly version: SharedCounter;
  private cached?: { version: number; table: Promise<RateTable> };

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbound: OutboundHttp,
    private readonly exports: CsvExports,
  ) {
    this.version = new SharedCounter(redis, 'currencies:rates:version', `${config.redisPrefix}:currencies:rates:version`);
  }

  async onModuleInit(): Promise<void> {
    await this.version.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.version.close();
  }

  /** The rates version: it changes whenever rates are set (the pre-header's cache key carries it). */
  async currentVersion(): Promise<number> {
    return this.version.current();
  }

  /** The current rate of each currency that has one. */
  async current(): Promise<RateTable> {
    let version: number;
    try {
      version = await this.version.current();
    } catch (error) {
      this.logger.warn(`Rates version unreadable, rates read from the database: ${(error as Error).message}`);
      return this.load();
    }
    if (this.cached?.version !== version) {
      const table = this.load();
      this.cached = { version, table };
      // A failed read is not kept: the next call tries again.
      table.catch(() => {
        if (this.cached?.table === table) this.cached = undefined;
      });
    }
    return this.cached.table;
  }

  /**
   * Units of `currency` per 1 USD as a decimal string, with when and where it was set (the price calculator's quotes);
   * USD is 1, set now; null when the currency has no rate yet.
   */
  async rateFromUsd(currency: CurrencyCode): Promise<{ rate: string; setAt: Date; source: string } | null> {
    if (currency === BASE_CURRENCY) return { rate: '1', setAt: this.clock.now(), source: 'fixed' };
    const current = (await this.current()).get(currency);
    return current ? { rate: formatRate(current.rate), setAt: current.setAt, source: current.source } : null;
  }

  /** Every rate per 1 `base`, with when and where it was set and whether it is stale now. */
  async ratesFor(base: CurrencyCode = BASE_CURRENCY): Promise<ExchangeRatesDto> {
    return this.toRatesDto(await this.current(), base, this.clock.now());
  }

  toRatesDto(table: RateTable, base: CurrencyCode, now: Date): ExchangeRatesDto {
    const rates: ExchangeRateDto[] = [];
    for (const currency of CURRENCIES) {
      if (currency === base) continue;
      const rate = crossRate(table, base, currency);
      if (!rate || !rate.setAt) continue;
      rates.push({
        currency,
        rate: formatRate(rate.rate),
        setAt: rate.setAt.toISOString(),
        source: rate.source,
        stale: isStale(rate.setAt, now),
      });
    }
    return { base, rates, stale: rates.some((rate) => rate.stale) };
  }

  /** Staff set one or more rates now; each is audited with the rate it replaces. */
  async setRates(ctx: RequestContext, body: SetRatesDto): Promise<ExchangeRatesDto> {
    const given = RATED.filter((code) => body[code] !== undefined).map((code) => [code, body[code]!] as const);
    if (given.length === 0) throw badRequest(Msg.EXCHANGE_RATES_REQUIRED);
    await this.changes.run(
      ctx,
      async (tx) => {
        const before = await this.load(tx.manager);
        const setAt = this.clock.now();
        await tx.manager
          .getRepository(ExchangeRate)
          .insert(
            given.map(([currency, rate]) => ({ currency, rate, source: 'staff' as RateSource, setAt, setBy: ctx.actor?.publicId ?? null })),
          );
        await tx.auditMany(
          given.map(([currency, rate]) => ({
            action: EXCHANGE_RATE_AUDIT.set,
            targetType: RATE_TARGET,
            targetId: currency,
            before: before.has(currency) ? { rate: formatRate(before.get(currency)!.rate) } : null,
            after: { rate: formatRate(rate) },
          })),
        );
      },
      { lock: 'exchange-rates:write', afterChange: () => this.changed() },
    );
    return this.ratesFor(BASE_CURRENCY);
  }

  /** Every rate ever set, newest first. */
  async history(query: RatesHistoryQueryDto): Promise<ExchangeRateHistoryDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.historyQuery(query).skip(skip).take(limit).getManyAndCount();
    return {
      items: rows.map((row) => ({
        id: row.id,
        currency: row.currency,
        rate: formatRate(row.rate),
        source: row.source,
        setAt: row.setAt.toISOString(),
        setBy: row.setBy,
      })),
      total,
      page,
      limit,
    };
  }

  /** The filtered history as CSV, newest first, streamed in batches. */
  exportHistoryCsv(query: RatesHistoryQueryDto): Promise<StreamableFile> {
    const columns: CsvColumn<ExchangeRate>[] = [
      { header: 'Currency', value: (r) => r.currency },
      { header: 'Rate per 1 USD', value: (r) => formatRate(r.rate) },
      { header: 'Source', value: (r) => r.source },
      { header: 'Set at', value: (r) => r.setAt },
      { header: 'Set by', value: (r) => r.setBy },
    ];
    return this.exports.download('exchange-rates', columns, keysetBatches(this.historyQuery(query)));
  }

  private historyQuery(query: RatesHistoryQueryDto): SelectQueryBuilder<ExchangeRate> {
    return rateHistory(this.dataSource, query);
  }

  @OnJob(JobName.ExchangeRatesRefresh)
  async onSchedule(): Promise<RefreshResult> {
    return this.refreshFromProvider();
  }

  /**
   * Fetches the rates from EXCHANGE_RATES_URL and stores those it gives (source `provider`). Any failure — no answer,
   * an error status, a body that is not the expected JSON — is logged and changes nothing: the last rates stay.
   */
  async refreshFromProvider(): Promise<RefreshResult> {
    const url = this.config.exchangeRatesUrl;
    if (!url) return { status: 'not-configured' };
    let rates: ReturnType<typeof parseProviderRates>;
    try {
      // Through the outbound-URL guard (src/common/outbound/): no local, private or reserved address, the name resolved
      // once and the vetted address connected to, each redirect checked the same way.
      const response = await this.outbound.request(url, {
        method: 'GET',
        maxRedirects: PROVIDER_MAX_REDIRECTS,
        timeoutMs: PROVIDER_TIMEOUT_MS,
        rules: this.outbound.staffRules(),
        headers: { accept: 'application/json' },
      });
      if (response.status < 200 || response.status > 299) {
        response.body.destroy();
        return this.refreshFailed(`the provider answered ${response.status}`);
      }
      // Read up to the cap and hang up past it: a hostile or broken provider must not fill the memory.
      const text = await readBody(response, PROVIDER_MAX_BYTES, 'fail');
      if (text === null) return this.refreshFailed('the answer is too large');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return this.refreshFailed('the answer is not JSON');
      }
      rates = parseProviderRates(body);
    } catch (error) {
      const failure = asOutboundError(error);
      return this.refreshFailed(
        failure.kind === 'refused' ? `refused by the outbound-URL guard (${failure.detail})` : `no answer (${failure.kind})`,
      );
    }
    if (!rates) return this.refreshFailed('the answer holds no usable rates');
    const setAt = this.clock.now();
    const currencies = RATED.filter((code) => rates[code] !== undefined);
    await this.dataSource
      .getRepository(ExchangeRate)
      .insert(currencies.map((currency) => ({ currency, rate: rates[currency]!, source: 'provider' as RateSource, setAt, setBy: null })));
    await this.changed();
    this.logger.log(`Exchange rates refreshed from the provider: ${currencies.join(', ')}`);
    return { status: 'updated', currencies };
  }

  private refreshFailed(reason: string): RefreshResult {
    this.logger.warn(`Exchange rates not refreshed, the last rates stay: ${reason}`);
    return { status: 'failed', reason };
  }

  private async changed(): Promise<void> {
    this.cached = undefined;
    try {
      await this.version.bump();
    } catch (error) {
      this.logger.warn(`Rates version not bumped: ${(error as Error).message}`);
    }
  }

  private async load(manager: EntityManager = this.dataSource.manager): Promise<RateTable> {
    const rows = await latestRates(manager);
    return new Map<CurrencyCode, CurrentRate>(
      rows.map((row) => [row.currency, { currency: row.currency, rate: row.rate, source: row.source, setAt: new Date(row.set_at) }]),
    );
  }
}
