import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import { type AlertCarRow, CarAlertFeed } from '../cars/car-alert-feed.service.js';
import type { ImportBounds } from '../cars/car-search-rules.js';
import { isListedStatus } from '../cars/catalogue-filters.js';
import { importableCarBounds } from '../import-rules/import-eligibility.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { FavoritesService } from '../favorites/favorites.service.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { UsersService } from '../users/users.service.js';
import {
  type AlertCar,
  alertDue,
  compileFilters,
  type CompiledFilters,
  type FavoriteAlertKind,
  type MatchMakes,
  matchesFilters,
} from './saved-search-rules.js';
import { favoriteAlertEmail, searchAlertEmail } from './saved-search-emails.js';
import {
  activeSearches,
  advanceWatermark,
  claimFavoriteAlerts,
  claimPendingMatches,
  dropPendingMatches,
  insertFavoriteAlerts,
  insertMatches,
  lockAlertRun,
  lockedWatermark,
  lockSearchesWithPendingMatches,
  markSearchesAlerted,
  moveWatermarkCursor,
  optedInToFavoriteAlerts,
  type SearchRow,
  startWatermark,
  takeAlertEvents,
  type WatermarkRow,
} from './saved-search-alerts.repository.js';

/** How far back each run looks again before its watermark: a car committed late (a long transaction) is still seen. */
export const WATERMARK_OVERLAP_MS = 5 * 60_000;
/** New cars one run takes at most; the rest wait for the next run (the watermark stops at the last one taken). */
export const MAX_CARS_PER_RUN = 20_000;
/** Events (back on sale, reserved, price drop) one run consumes at most. */
const MAX_EVENTS_PER_RUN = 20_000;
/** Cars listed in one email; the rest are recorded as sent too, and the email says how many more there are. */
export const MAX_CARS_PER_EMAIL = 30;

export interface AlertRunResult {
  /** Cars looked at (new, and back on sale). */
  cars: number;
  /** Saved searches tried. */
  searches: number;
  /** New (search, car) matches recorded. */
  matches: number;
  /** Emails queued: saved-search alerts, favorite alerts. */
  searchEmails: number;
  favoriteEmails: number;
}

/**
 * The alert job (issue 10): every few minutes, the cars put on sale since the last run — new ones by `created_at`
 * after a watermark, and ones back on sale from the `car_alert_events` the cars trigger writes — are loaded once and
 * tried in memory against every active saved search with the catalogue's own filter semantics (matchesFilters;
 * searches naming a make only try that make's cars). Each match is recorded once per (search, car); then every
 * search whose alert is due gets one email with its pending matches (instant: each run; daily: at most once in 24
 * hours). Favorites' price drops and reservations by someone else become favorite alerts for the owners who opted in,
 * one email per owner and run. Claiming the pending rows and sending happen after the match is committed, so a car is
 * never emailed twice for one search.
 */
@Injectable()
export class SavedSearchAlertsService {
  private readonly logger = new Logger(SavedSearchAlertsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly cars: CarAlertFeed,
    private readonly makes: MakesDirectory,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly favorites: FavoritesService,
    private readonly orders: CarHoldersService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly importRules: ImportRulesService,
  ) {}

  @OnJob(JobName.SavedSearchAlerts)
  async onSchedule(): Promise<AlertRunResult> {
    return this.run();
  }

  /** One run: match, then deliver what is due. `now` is the clock's unless a test stands elsewhere in time. */
  async run(now: Date = this.clock.now()): Promise<AlertRunResult> {
    const matched = await this.match(now);
    const searchEmails = await this.deliverSearchAlerts(now);
    const favoriteEmails = await this.deliverFavoriteAlerts(now);
    const result = { ...matched, searchEmails, favoriteEmails };
    if (result.matches || searchEmails || favoriteEmails) this.logger.log(result, 'Saved-search alerts');
    return result;
  }

  /** The import rules of the destinations the searches filter by (`importableTo`), as they stand at `now`. */
  private async importBounds(searches: readonly SearchRow[], now: Date): Promise<Map<string, ImportBounds>> {
    const countries = new Set<string>(searches.flatMap((s) => s.filters.importableTo ?? []));
    const bounds = new Map<string, ImportBounds>();
    if (countries.size === 0) return bounds;
    for (const rule of await this.importRules.list()) {
      if (countries.has(rule.countryCode)) bounds.set(rule.countryCode, importableCarBounds(rule, now));
    }
    return bounds;
  }

  /** Records the new matches of the cars put on sale since the last run, and the favorite alerts of the events. */
  async match(now: Date): Promise<Pick<AlertRunResult, 'cars' | 'searches' | 'matches'>> {
    const makes = await this.matchMakes();
    return this.dataSource.transaction(async (m) => {
      // Runs in several processes take turns: the second waits and then finds nothing new.
      await lockAlertRun(m);
      const mark = await this.watermark(m, now);
      // Paging through a large batch goes on exactly after its last car; otherwise look a little before the watermark.
      const fresh = await this.cars.listedBetween(
        new Date(mark.at.getTime() - WATERMARK_OVERLAP_MS),
        now,
        MAX_CARS_PER_RUN,
        mark.cursor ?? undefined,
      );
      const events = await takeAlertEvents(m, MAX_EVENTS_PER_RUN);
      const eventCars = new Map((await this.cars.alertCarsByIds([...new Set(events.map((e) => String(e.carId)))])).map((c) => [c.id, c]));
      const relisted = events
        .filter((e) => e.kind === 'listed')
        .map((e) => eventCars.get(String(e.carId)))
        .filter((c): c is AlertCarRow => c !== undefined && (c.status === 'available' || c.status === 'ready_to_ship'));
      const candidates = [...new Map([...fresh, ...relisted].map((c) => [c.id, c])).values()];

      let searches = 0;
      let matches = 0;
      if (candidates.length > 0) {
        const rows = await activeSearches(m);
        searches = rows.length;
        const pairs = matchAll(candidates, rows, makes, await this.importBounds(rows, now));
        matches = await insertMatches(m, pairs);
      }
      await this.recordFavoriteAlerts(m, events, eventCars);

      // A full batch stops at its last car: the next run goes on from there; else everything up to now is seen.
      const last = fresh[fresh.length - 1];
      if (last && fresh.length >= MAX_CARS_PER_RUN) {
        await moveWatermarkCursor(m, last);
      } else if (now > mark.at || mark.cursor) {
        await advanceWatermark(m, now);
      }
      return { cars: candidates.length, searches, matches };
    });
  }

  private async watermark(m: EntityManager, now: Date): Promise<WatermarkRow> {
    const mark = await lockedWatermark(m);
    if (mark) return mark;
    // The first run ever: cars listed before it are not news.
    await startWatermark(m, now);
    return { at: new Date(now.getTime() + WATERMARK_OVERLAP_MS), cursor: null };
  }

  private async matchMakes(): Promise<MatchMakes> {
    const index = await this.makes.get(await this.catalogueVersion.current().catch(() => '?'));
    return { bySlug: index.bySlug, all: index.all };
  }

  private async recordFavoriteAlerts(
    m: EntityManager,
    events: readonly { id: string; carId: string; kind: string }[],
    cars: ReadonlyMap<string, AlertCarRow>,
  ): Promise<void> {
    const changes = events.filter(
      (e): e is { id: string; carId: string; kind: FavoriteAlertKind } =>
        (e.kind === 'price_drop' && isListedStatus(cars.get(String(e.carId))?.status ?? 'sold')) ||
        // A reservation cancelled before the run is no news either.
        (e.kind === 'reserved' && cars.get(String(e.carId))?.status === 'reserved'),
    );
    if (changes.length === 0) return;
    const carIds = [...new Set(changes.map((e) => String(e.carId)))];
    const owners = await this.favorites.ownersOf(carIds);
    if (owners.length === 0) return;
    const optedIn = await optedInToFavoriteAlerts(m, [...new Set(owners.map((o) => o.userId))]);
    const holders = await this.orders.holdersOfCars(changes.filter((e) => e.kind === 'reserved').map((e) => String(e.carId)));
    const byCar = new Map<string, string[]>();
    for (const o of owners) if (optedIn.has(o.userId)) byCar.set(o.carId, [...(byCar.get(o.carId) ?? []), o.userId]);
    const rows: [string, string, string, string][] = [];
    for (const e of changes) {
      for (const userId of byCar.get(String(e.carId)) ?? []) {
        // Reserving a favorite oneself is no news.
        if (e.kind === 'reserved' && holders.get(String(e.carId)) === userId) continue;
        rows.push([String(e.id), userId, String(e.carId), e.kind]);
      }
    }
    if (rows.length === 0) return;
    await insertFavoriteAlerts(m, rows);
  }

  /** One email per due search with pending matches; an `off` search's pending matches are dropped unsent. */
  async deliverSearchAlerts(now: Date): Promise<number> {
    const emails = await this.dataSource.transaction(async (m) => {
      const pending = await lockSearchesWithPendingMatches(m);
      const off = pending.filter((s) => s.frequency === 'off').map((s) => s.id);
      if (off.length) await dropPendingMatches(m, off);
      const due = pending.filter((s) => alertDue(s.frequency, s.lastAlertedAt ? new Date(s.lastAlertedAt) : null, now));
      if (due.length === 0) return [];
      const claimed = await claimPendingMatches(
        m,
        due.map((s) => s.id),
        now,
      );
      const cars = new Map((await this.cars.alertCarsByIds([...new Set(claimed.map((c) => String(c.carId)))])).map((c) => [c.id, c]));
      const users = await this.users.findByIds([...new Set(due.map((s) => String(s.userId)))]);
      const carsOf = new Map<string, AlertCarRow[]>();
      for (const { searchId, carId } of claimed) {
        const car = cars.get(String(carId));
        // A car sold since it matched is no longer news.
        if (car && isListedStatus(car.status)) carsOf.set(String(searchId), [...(carsOf.get(String(searchId)) ?? []), car]);
      }
      const out: OwedEmail[] = [];
      const alerted: string[] = [];
      for (const search of due) {
        const list = (carsOf.get(String(search.id)) ?? []).sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.id) - Number(b.id),
        );
        const user = users.get(String(search.userId));
        if (list.length === 0 || !user || user.status !== 'active') continue;
        const vars = {
          firstName: user.firstName,
          searchName: search.name,
          cars: list.slice(0, MAX_CARS_PER_EMAIL).map(toAlertCar),
          more: Math.max(0, list.length - MAX_CARS_PER_EMAIL),
          publicUrl: this.config.publicUrl,
          unsubscribeToken: search.token,
        };
        out.push(() => renderEmail(searchAlertEmail, emailLanguageOf(user), vars, user.email));
        alerted.push(String(search.id));
      }
      if (alerted.length) await markSearchesAlerted(m, alerted, now);
      return out;
    });
    await this.send(emails);
    return emails.length;
  }

  /** One email per customer with pending favorite alerts, if they still opt in (else the alerts are dropped). */
  async deliverFavoriteAlerts(now: Date): Promise<number> {
    const emails = await this.dataSource.transaction(async (m) => {
      const claimed = await claimFavoriteAlerts(m, now);
      if (claimed.length === 0) return [];
      const userIds = [...new Set(claimed.map((c) => String(c.userId)))];
      const optedIn = await optedInToFavoriteAlerts(m, userIds);
      const users = await this.users.findByIds(userIds);
      const cars = new Map((await this.cars.alertCarsByIds([...new Set(claimed.map((c) => String(c.carId)))])).map((c) => [c.id, c]));
      const out: OwedEmail[] = [];
      for (const userId of userIds) {
        const user = users.get(userId);
        if (!user || user.status !== 'active' || !optedIn.has(userId)) continue;
        const seen = new Set<string>();
        const changes = claimed
          .filter((c) => String(c.userId) === userId)
          .sort((a, b) => Number(a.id) - Number(b.id))
          .flatMap((c) => {
            const car = cars.get(String(c.carId));
            const key = `${c.kind}:${c.carId}`;
            if (!car || !isListedStatus(car.status) || seen.has(key)) return [];
            seen.add(key);
            return [{ kind: c.kind, car: toAlertCar(car) }];
          });
        if (changes.length === 0) continue;
        const vars = { firstName: user.firstName, changes, publicUrl: this.config.publicUrl };
        out.push(() => renderEmail(favoriteAlertEmail, emailLanguageOf(user), vars, user.email));
      }
      return out;
    });
    await this.send(emails);
    return emails.length;
  }

  /** Renders (after the claim's commit, not while it holds the rows) and queues the run's emails. */
  private async send(emails: readonly OwedEmail[]): Promise<void> {
    if (emails.length === 0) return;
    // Recorded as sent already: a failure to render or queue loses these emails rather than risking them twice.
    await Promise.all(emails.map((render) => render()))
      .then((messages) => this.notifications.sendEmails(messages))
      .catch((error: unknown) => this.logger.error({ err: error }, 'Could not queue alert emails'));
  }
}

/** An alert email the committed claim owes, rendered in its reader's language when it is sent. */
type OwedEmail = () => Promise<EmailMessage>;

const toAlertCar = (car: AlertCarRow): AlertCar => ({
  stockId: car.stockId,
  title: [car.makeTitle, car.model].filter(Boolean).join(' '),
  year: car.year,
});

/**
 * Every (search, car) pair that matches: each search's filters compiled once; a search naming a make tries only
 * that make's cars (most searches name one), the others try all.
 */
export function matchAll(
  cars: readonly AlertCarRow[],
  searches: readonly SearchRow[],
  makes: MatchMakes,
  importBounds: ReadonlyMap<string, ImportBounds> = new Map(),
): { searchId: string; carId: string }[] {
  const byMake = new Map<number, AlertCarRow[]>();
  for (const car of cars) byMake.set(car.makeId, [...(byMake.get(car.makeId) ?? []), car]);
  const pairs: { searchId: string; carId: string }[] = [];
  for (const search of searches) {
    const compiled: CompiledFilters = compileFilters(search.filters, makes, importBounds);
    const tried =
      compiled.filters.make === undefined ? cars : compiled.context.makeId === null ? [] : (byMake.get(compiled.context.makeId) ?? []);
    for (const car of tried) if (matchesFilters(car, compiled)) pairs.push({ searchId: String(search.id), carId: car.id });
  }
  return pairs;
}
