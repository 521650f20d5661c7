import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/context/request-context.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { AuctionLotsService } from '../auctions/lots/auction-lots.service.js';
import { HIDDEN_STATUSES } from '../cars/car.entity.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import { chassisCheckRefusal, chassisKey, makerKey, mileageWentBack } from './chassis-check-rules.js';
import type { ChassisCheckDto } from './chassis-check.requests.js';
import type { ChassisAuctionRecordDto, ChassisCheckResultDto } from './chassis-check.responses.js';

/** The answer's sentence when we hold nothing for that maker and chassis number (the client translates by `found`). */
export const NO_RECORD_MESSAGE = 'No record found for this chassis number.';

/**
 * The public chassis check (spec §2, issue 10): what we hold for a chassis number — our stock cars under it and their
 * auction sheets, and the auction lots under it that have come up (issue 13) — so a buyer can compare dates and odometer
 * readings. Reads cars only through CarDirectory, auction lots only through AuctionLotsService.
 *
 * Cars hidden from the catalogue (sold, shipped, delivered) are reported too, with their status: a buyer checking a
 * car bought elsewhere wants exactly that history. Never a price, a customer or an order.
 */
@Injectable()
export class ChassisCheckService {
  constructor(
    private readonly cars: CarDirectory,
    private readonly auctionLots: AuctionLotsService,
    private readonly rateLimiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(ctx: RequestContext, body: ChassisCheckDto, viewer?: AuthUser): Promise<ChassisCheckResultDto> {
    // Every attempt counts, blank ones too: the limit is what keeps the lookup from being walked through.
    await this.rateLimiter.hit([
      { key: `chassis-check:ip:${ctx.ip ?? 'unknown'}`, limit: this.config.throttle.chassisCheckPerIpPerMinute, windowSeconds: 60 },
    ]);
    const refusal = chassisCheckRefusal(body.maker, body.chassisNumber);
    if (refusal) throw refusal;

    const key = chassisKey(body.chassisNumber);
    const maker = makerKey(body.maker);
    const records = (await this.cars.chassisRecords(key)).filter(
      (r) => r.make && (makerKey(r.make.slug) === maker || makerKey(r.make.title) === maker),
    );
    // Auction lots that have come up under that number (issue 13); a hammer price only for whom may see prices.
    const lots = (await this.auctionLots.historyByChassis(key, canSeePrice(viewer)))
      .filter((lot) => makerKey(lot.makeSlug) === maker || makerKey(lot.make) === maker)
      .map(({ makeSlug: _slug, ...lot }) => lot);
    const found = records.length > 0 || lots.length > 0;

    const auctionRecords: ChassisAuctionRecordDto[] = records
      .flatMap((r) => (r.sheet ? [{ stockId: r.stockId, ...r.sheet, mileageKm: r.mileageKm }] : []))
      .sort((a, b) => a.auctionDate.localeCompare(b.auctionDate));
    return {
      found,
      message: found ? null : NO_RECORD_MESSAGE,
      chassisNumber: key,
      cars: records.map((r) => ({
        stockId: r.stockId,
        make: r.make!.title,
        model: r.model,
        year: r.year,
        mileageKm: r.mileageKm,
        status: r.status,
        listed: !HIDDEN_STATUSES.includes(r.status),
        listedAt: r.listedAt.toISOString(),
      })),
      auctionRecords,
      auctionLots: lots,
      mileageWentBack: mileageWentBack([
        ...auctionRecords.map((a) => ({ date: a.auctionDate, mileageKm: a.mileageKm })),
        ...lots.flatMap((l) => (l.mileageKm === null ? [] : [{ date: l.auctionDate, mileageKm: l.mileageKm }])),
      ]),
    };
  }
}
