/**
 * Every queue and every job name, in one place (DESIGN.md §6). A job's payload type, queue and options are
 * declared beside it in job-definitions.ts; its handler is a method marked @OnJob(name) in the module that owns the
 * work; its schedule, if it repeats, is a row of job-schedules.ts.
 */
export enum QueueName {
  /** Outgoing email, and the jobs that compose one (the lookup behind a forgot-password request). */
  Notifications = 'notifications',
  CarViews = 'car-views',
  /** The reservation holds: one delayed job per reservation at its deadline, and the every-minute sweep. */
  Reservations = 'reservations',
  /** Saved-search and favorite alerts: the every-few-minutes matching run. */
  Alerts = 'alerts',
  /** The exchange rates' hourly refresh from the configured provider. */
  ExchangeRates = 'exchange-rates',
  /** Auction feed imports (issue 13): one at a time per process, each streamed in batches from its stored file. */
  AuctionImports = 'auction-imports',
  /** Dealers' webhooks (issue 14): the outbox's dispatcher and one job per delivery attempt. */
  Webhooks = 'webhooks',
  /** Domain events (issue 25): the outbox's dispatcher, which runs the after-commit subscribers. */
  DomainEvents = 'domain-events',
}

/** Job names are unique across queues: the registry finds a job's handler by its name alone. */
export enum JobName {
  /** Sends one email (NotificationsService.sendEmail queues it). */
  SendEmail = 'send-email',
  /** Looks up the account of a forgot-password request, stores a reset token and queues the email with the link. */
  PasswordResetEmail = 'password-reset-email',
  /** Repeatable: moves the Redis view counters into cars.view_count and car_daily_stats. */
  CarViewsFlush = 'car-views-flush',
  /**
   * Delayed until a reservation's deadline (job id `reservation-expire-<order id>`, reservationExpireJobId): cancels
   * the order if it is still reserved, under 50% paid, past its deadline and not paused by a remittance copy.
   */
  ReservationExpire = 'reservation-expire',
  /** Repeatable (every minute): cancels every overdue reservation the delayed jobs missed (a lost job, a flushed Redis). */
  ReservationSweep = 'reservation-sweep',
  /**
   * Repeatable (every 2 minutes): matches the cars put on sale since the last run against the saved searches, emails
   * the due alerts (instant, daily) and the favorite alerts (SavedSearchAlertsService).
   */
  SavedSearchAlerts = 'saved-search-alerts',
  /** Repeatable (hourly): fetches the exchange rates from EXCHANGE_RATES_URL when set (ExchangeRatesService). */
  ExchangeRatesRefresh = 'exchange-rates-refresh',
  /**
   * Imports one auction feed file (job id `auction-import-<import id>`, auctionImportJobId): streamed, upserted in
   * batches, resumable from the import's checkpoint (AuctionImportRunner).
   */
  AuctionImport = 'auction-import',
  /**
   * Repeatable (every minute): queues again every import still queued or running whose job is gone (a flushed or
   * replaced Redis); the job id is the import's, so a job still there is left as it is (AuctionFeedsService).
   */
  AuctionImportSweep = 'auction-import-sweep',
  /**
   * Repeatable (every 5 s), and woken early by the outbox (job id `webhook-dispatch-kick`): fans the committed webhook
   * events out to their endpoints' deliveries and re-queues deliveries whose job was lost (WebhookDispatcher).
   */
  WebhookDispatch = 'webhook-dispatch',
  /**
   * One attempt of one webhook delivery (job id `webhook-deliver-<delivery id>-<attempt>`, webhookDeliverJobId):
   * POSTs the signed event; a failure records the attempt and queues the next one with backoff (WebhookDeliverer).
   */
  WebhookDeliver = 'webhook-deliver',
  /**
   * Repeatable (every 5 s), and woken early by DomainEvents.record (job id `domain-events-dispatch-kick`): runs the
   * after-commit subscribers of the committed domain events, retrying those whose subscriber threw (DomainEventsDispatcher).
   */
  DomainEventsDispatch = 'domain-events-dispatch',
  /** Repeatable (daily, at night in Tokyo): deletes the domain events dispatched long ago (DomainEventsRetention). */
  DomainEventsPrune = 'domain-events-prune',
  /**
   * Repeatable (daily, at night in Tokyo): deletes the webhook events long past whose deliveries are all settled, with
   * those deliveries and their attempts (WebhookRetention).
   */
  WebhookEventsPrune = 'webhook-events-prune',
}
