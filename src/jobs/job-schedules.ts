import type { JobSchedulerTemplateOptions } from 'bullmq';
import type { JobPayloads } from './job-definitions.js';
import { JobName } from './queues.js';

/** Every `every` ms, or on a cron pattern (in the given time zone; the company's is Asia/Tokyo). */
export type ScheduleRepeat = { every: number } | { pattern: string; tz?: string };

export interface JobSchedule<N extends JobName = JobName> {
  /** The BullMQ job scheduler id: upserting the same id again updates it, never adds a second one. */
  id: string;
  job: N;
  repeat: ScheduleRepeat;
  data: JobPayloads[N];
  options?: JobSchedulerTemplateOptions;
}

/** A schedule of any job, its data checked against that job's payload type. */
export type AnyJobSchedule = { [N in JobName]: JobSchedule<N> }[JobName];

export const VIEWS_FLUSH_SCHEDULE = {
  id: 'car-views-flush',
  job: JobName.CarViewsFlush,
  repeat: { every: 30_000 },
  data: {},
  // A failed flush leaves its batch for the next tick (car-views.service.ts): no retries, little history.
  options: { attempts: 1, removeOnComplete: 100, removeOnFail: 500 },
} as const satisfies JobSchedule<JobName.CarViewsFlush>;

export const RESERVATION_SWEEP_SCHEDULE = {
  id: 'reservation-sweep',
  job: JobName.ReservationSweep,
  repeat: { every: 60_000 },
  data: {},
  // A failed sweep is the next minute's to repeat: no retries, little history.
  options: { attempts: 1, removeOnComplete: 100, removeOnFail: 500 },
} as const satisfies JobSchedule<JobName.ReservationSweep>;

export const SAVED_SEARCH_ALERTS_SCHEDULE = {
  id: 'saved-search-alerts',
  job: JobName.SavedSearchAlerts,
  repeat: { every: 120_000 },
  data: {},
  // A failed run leaves its events and pending matches for the next one: no retries, little history.
  options: { attempts: 1, removeOnComplete: 100, removeOnFail: 500 },
} as const satisfies JobSchedule<JobName.SavedSearchAlerts>;

export const EXCHANGE_RATES_REFRESH_SCHEDULE = {
  id: 'exchange-rates-refresh',
  job: JobName.ExchangeRatesRefresh,
  repeat: { every: 60 * 60_000 },
  data: {},
  // A failed fetch keeps the last rates and is the next hour's to repeat: no retries, little history.
  options: { attempts: 1, removeOnComplete: 100, removeOnFail: 500 },
} as const satisfies JobSchedule<JobName.ExchangeRatesRefresh>;

export const AUCTION_IMPORT_SWEEP_SCHEDULE = {
  id: 'auction-import-sweep',
  job: JobName.AuctionImportSweep,
  repeat: { every: 60_000 },
  data: {},
  // A failed run is the next minute's to repeat: no retries, little history.
  options: { attempts: 1, removeOnComplete: 100, removeOnFail: 500 },
} as const satisfies JobSchedule<JobName.AuctionImportSweep>;

export const WEBHOOK_DISPATCH_SCHEDULE = {
  id: 'webhook-dispatch',
  job: JobName.WebhookDispatch,
  repeat: { every: 5_000 },
  data: {},
  options: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
} as const satisfies JobSchedule<JobName.WebhookDispatch>;

export const DOMAIN_EVENTS_DISPATCH_SCHEDULE = {
  id: 'domain-events-dispatch',
  job: JobName.DomainEventsDispatch,
  repeat: { every: 5_000 },
  data: {},
  options: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
} as const satisfies JobSchedule<JobName.DomainEventsDispatch>;

/** The outboxes' retention runs at night in Tokyo, when the back office is closed and few customers buy. */
export const DOMAIN_EVENTS_PRUNE_SCHEDULE = {
  id: 'domain-events-prune',
  job: JobName.DomainEventsPrune,
  repeat: { pattern: '30 4 * * *', tz: 'Asia/Tokyo' },
  data: {},
  options: { attempts: 3, removeOnComplete: 30, removeOnFail: 30 },
} as const satisfies JobSchedule<JobName.DomainEventsPrune>;

export const WEBHOOK_EVENTS_PRUNE_SCHEDULE = {
  id: 'webhook-events-prune',
  job: JobName.WebhookEventsPrune,
  repeat: { pattern: '45 4 * * *', tz: 'Asia/Tokyo' },
  data: {},
  options: { attempts: 3, removeOnComplete: 30, removeOnFail: 30 },
} as const satisfies JobSchedule<JobName.WebhookEventsPrune>;

/**
 * Every repeatable job, with its schedule. Each process that runs workers upserts them all at start-up (JobsService):
 * a scheduler is keyed by its id, so N processes starting together still create each one once, and a changed
 * schedule replaces the old one on the next deploy; a scheduler whose row is gone is removed. A process with
 * WORKER=off does not touch them: the schedules belong with the code that handles their jobs, and with no worker
 * running, scheduled jobs would only pile up.
 *
 * A process that runs workers also checks every minute that each scheduler is still there and recreates a missing one
 * (a flushed Redis loses them): the reservation sweep must never stop.
 *
 */
export const JOB_SCHEDULES: readonly AnyJobSchedule[] = [
  VIEWS_FLUSH_SCHEDULE,
  RESERVATION_SWEEP_SCHEDULE,
  SAVED_SEARCH_ALERTS_SCHEDULE,
  EXCHANGE_RATES_REFRESH_SCHEDULE,
  AUCTION_IMPORT_SWEEP_SCHEDULE,
  WEBHOOK_DISPATCH_SCHEDULE,
  DOMAIN_EVENTS_DISPATCH_SCHEDULE,
  DOMAIN_EVENTS_PRUNE_SCHEDULE,
  WEBHOOK_EVENTS_PRUNE_SCHEDULE,
];
