import { Inject, Injectable, Logger } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import { VersionedCache } from '../../common/cache/versioned-cache.js';
import { usd } from '../../common/money/money.dto.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { Clock } from '../../common/time/clock.js';
import { carRequestReference } from '../car-requests/car-request-rules.js';
import { referenceOf } from '../inquiries/inquiry-rules.js';
import { type CustomerRow, DashboardReadModel } from './dashboard-read-model.js';
import {
  CARD_ITEMS,
  chartDays,
  type DayFigures,
  expiryWindow,
  fillDays,
  SERIES_CACHE_SECONDS,
  SETTLED_DAY_TTL_SECONDS,
  splitDays,
  totalSales,
} from './dashboard-rules.js';
import type { DashboardChartsDto, DashboardCustomerDto, DashboardDto, DashboardWorkDto } from './dashboard.responses.js';
import { addDays, tokyoDay, tokyoMidnight } from '../../common/time/tokyo-day.js';

/** A settled day's figures in Redis (see dashboard-rules.ts LIVE_DAYS); v1: the shape of DayFigures. */
const settledDayKey = (day: string) => `dashboard:day:v1:${day}`;

export const toDashboardCustomer = (row: CustomerRow): DashboardCustomerDto | null =>
  row.customerId
    ? {
        id: row.customerId,
        email: row.customerEmail ?? '',
        name: `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim(),
      }
    : null;

/**
 * The back office's dashboard (GET /api/admin/dashboard): today's work, counted live on every request (each question
 * is an indexed count of a few waiting rows), and the charts of the last 90 days.
 *
 * The charts are cached in Redis, so every API process shares them: the assembled answer for SERIES_CACHE_SECONDS
 * (60 s), and below it each settled day's figures (two days old or more: they no longer change) for the chart's
 * whole window. So a cold dashboard computes at most the days it has never seen — all 90 once, then one a day — and
 * yesterday and today live. A Redis failure costs only the cache.
 */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger(DashboardService.name);
  private readonly chartsCache: VersionedCache;

  constructor(
    private readonly read: DashboardReadModel,
    private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis,
    cacheMetrics: CacheMetrics,
  ) {
    this.chartsCache = new VersionedCache(redis, 'dashboard:charts', SERIES_CACHE_SECONDS, cacheMetrics);
  }

  async get(): Promise<DashboardDto> {
    const now = this.clock.now();
    const [work, charts] = await Promise.all([this.work(now), this.chartsCache.get(tokyoDay(now), () => this.charts(now))]);
    return { work, charts };
  }

  /* ----------------------------------------------------------------------------------------------- today's work */

  private async work(now: Date): Promise<DashboardWorkDto> {
    const w = expiryWindow(now);
    const [expiringCounts, expiring, waiting, remittances, inquiries, reviews, requests] = await Promise.all([
      this.read.expiringCounts(w.from, w.tomorrowFrom, w.until),
      this.read.expiring(w.from, w.until, CARD_ITEMS * 2),
      this.read.waitingCounts(),
      this.read.pendingRemittances(CARD_ITEMS),
      this.read.pendingInquiries(CARD_ITEMS),
      this.read.pendingReviews(CARD_ITEMS),
      this.read.openCarRequests(CARD_ITEMS),
    ]);
    return {
      today: w.today,
      tomorrow: w.tomorrow,
      expiringReservations: {
        today: expiringCounts.first,
        tomorrow: expiringCounts.second,
        items: expiring.map((r) => ({
          orderId: r.orderId,
          stockId: r.stockId,
          carTitle: r.carTitle,
          customer: toDashboardCustomer(r),
          expiresAt: r.expiresAt.toISOString(),
          day: r.expiresAt < w.tomorrowFrom ? 'today' : 'tomorrow',
          holdPaused: r.holdPaused,
        })),
      },
      remittanceCopies: {
        count: waiting.remittanceCopies,
        items: remittances.map((r) => ({
          orderId: r.orderId,
          copyId: r.copyId,
          stockId: r.stockId,
          customer: toDashboardCustomer(r),
          uploadedAt: r.uploadedAt.toISOString(),
        })),
      },
      inquiries: {
        count: waiting.inquiries,
        items: inquiries.map((r) => ({
          reference: referenceOf(r.id),
          name: r.name,
          email: r.email,
          stockId: r.stockId,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      reviews: {
        count: waiting.reviews,
        items: reviews.map((r) => ({
          id: r.id,
          title: r.title,
          rating: r.rating,
          reviewerName: r.reviewerName,
          country: r.country,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      carRequests: {
        count: waiting.carRequests,
        items: requests.map((r) => ({
          id: r.id,
          reference: carRequestReference(r.number),
          make: r.make,
          model: r.model,
          year: r.year,
          name: r.name,
          createdAt: r.createdAt.toISOString(),
        })),
      },
    };
  }

  /* ----------------------------------------------------------------------------------------------------- charts */

  private async charts(now: Date): Promise<DashboardChartsDto> {
    const days = chartDays(tokyoDay(now));
    const { settled, live } = splitDays(days);
    const [stored, liveFigures] = await Promise.all([this.settledDays(settled), this.figuresOf(live[0]!, live[live.length - 1]!)]);
    const known = new Map([...stored, ...liveFigures]);
    const series = fillDays(days, known);
    const sum = (pick: (d: DayFigures) => number) => series.reduce((n, d) => n + pick(d), 0);
    const all = totalSales([series.map((d) => ({ key: '', count: d.sales, amount: d.salesAmount }))])[0];
    return {
      from: days[0]!,
      to: days[days.length - 1]!,
      days: series.map((d) => ({
        day: d.day,
        views: d.views,
        inquiries: d.inquiries,
        reservations: d.reservations,
        sales: d.sales,
        salesAmount: usd(d.salesAmount),
      })),
      totals: {
        views: sum((d) => d.views),
        inquiries: sum((d) => d.inquiries),
        reservations: sum((d) => d.reservations),
        sales: all?.count ?? 0,
        salesAmount: usd(all?.amount ?? '0'),
      },
      salesByCountry: totalSales(series.map((d) => d.byCountry)).map((g) => ({ country: g.key, count: g.count, amount: usd(g.amount) })),
      salesByMake: totalSales(series.map((d) => d.byMake)).map((g) => ({
        make: g.key,
        title: g.label ?? g.key,
        count: g.count,
        amount: usd(g.amount),
      })),
      computedAt: now.toISOString(),
    };
  }

  /** The figures of Tokyo days first…last (included), from the database. */
  private figuresOf(first: string, last: string): Promise<Map<string, DayFigures>> {
    return this.read.days(first, last, tokyoMidnight(first), tokyoMidnight(addDays(last, 1)));
  }

  /** The settled days' figures: those stored in Redis, the others computed in one pass over their span and stored. */
  private async settledDays(days: readonly string[]): Promise<Map<string, DayFigures>> {
    const known = new Map<string, DayFigures>();
    if (days.length === 0) return known;
    let stored: (string | null)[] = days.map(() => null);
    try {
      stored = await this.redis.mget(...days.map(settledDayKey));
    } catch (error) {
      this.logger.warn(`Reading stored days failed: ${(error as Error).message}`);
    }
    const missing = days.filter((day, i) => {
      const text = stored[i];
      if (text) known.set(day, JSON.parse(text) as DayFigures);
      return !text;
    });
    if (missing.length === 0) return known;
    const first = missing[0]!;
    const last = missing[missing.length - 1]!;
    const computed = await this.figuresOf(first, last);
    const write = this.redis.pipeline();
    for (const day of missing) {
      const figures = computed.get(day) ?? fillDays([day], computed)[0]!;
      known.set(day, figures);
      write.set(settledDayKey(day), JSON.stringify(figures), 'EX', SETTLED_DAY_TTL_SECONDS);
    }
    try {
      await write.exec();
    } catch (error) {
      this.logger.warn(`Storing days failed: ${(error as Error).message}`);
    }
    return known;
  }
}
