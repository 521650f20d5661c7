import type { JobsOptions } from 'bullmq';
import type { Locale } from '../common/context/locale.js';
import { JobName, QueueName } from './queues.js';

/** What callers hand to NotificationsService.sendEmail, and what the queued send-email job carries. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The payload of a job that needs none (a scheduled sweep). */
export type NoPayload = Record<string, never>;

/**
 * What a forgot-password request leaves for the worker: never a token (the handler creates it). The request's id
 * travels as every job's does (job-request-id.ts), into the handler's log lines.
 */
export interface PasswordResetRequest {
  /** Normalised (trimmed, lower case). */
  email: string;
  locale: Locale;
}

/** The reservation a reservation-expire job wakes up for: the order's public id, nothing else. */
export interface ReservationExpiry {
  orderId: string;
}

/**
 * The id of a reservation's delayed job: one per order, so scheduling it twice keeps one. BullMQ refuses `:` in a
 * custom job id (it is its own key separator), hence `reservation-expire-<order id>`.
 */
export const reservationExpireJobId = (orderId: string): string => `${JobName.ReservationExpire}-${orderId}`;

/** The auction feed import a job runs: its public id; the file, source and checkpoint are in its row. */
export interface AuctionImportRun {
  importId: string;
}

/** One job per import: queueing it again while it waits or runs keeps one. */
export const auctionImportJobId = (importId: string): string => `${JobName.AuctionImport}-${importId}`;

/** The webhook delivery a webhook-deliver job attempts: its public id; the event, endpoint and attempts are in rows. */
export interface WebhookDelivery {
  deliveryId: string;
}

/** One job per delivery attempt: queueing the same attempt twice (the dispatcher's re-queue of a lost job) keeps one. */
export const webhookDeliverJobId = (deliveryId: string, attempt: number): string => `${JobName.WebhookDeliver}-${deliveryId}-${attempt}`;

/** The outbox's early wake-up of the dispatcher: one waiting at a time, however many events a burst writes. */
export const WEBHOOK_DISPATCH_KICK_JOB_ID = `${JobName.WebhookDispatch}-kick`;

/** DomainEvents.record's early wake-up of the dispatcher: one waiting at a time, however many events a burst records. */
export const DOMAIN_EVENTS_DISPATCH_KICK_JOB_ID = `${JobName.DomainEventsDispatch}-kick`;

/**
 * The payload type of every job. `JobPayloads[N]` is how the queue side (JobsService.enqueue) and the handler side
 * (@OnJob) name a payload, so a JobName without an entry here fails to compile wherever it is used.
 */
export interface JobPayloads {
  [JobName.SendEmail]: EmailMessage;
  [JobName.PasswordResetEmail]: PasswordResetRequest;
  [JobName.CarViewsFlush]: NoPayload;
  [JobName.ReservationExpire]: ReservationExpiry;
  [JobName.ReservationSweep]: NoPayload;
  [JobName.SavedSearchAlerts]: NoPayload;
  [JobName.ExchangeRatesRefresh]: NoPayload;
  [JobName.AuctionImport]: AuctionImportRun;
  [JobName.AuctionImportSweep]: NoPayload;
  [JobName.WebhookDispatch]: NoPayload;
  [JobName.WebhookDeliver]: WebhookDelivery;
  [JobName.DomainEventsDispatch]: NoPayload;
  [JobName.DomainEventsPrune]: NoPayload;
  [JobName.WebhookEventsPrune]: NoPayload;
}

export type JobPayload<N extends JobName> = JobPayloads[N];

/** How many jobs of a queue one process runs at once. */
export const QUEUES: Record<QueueName, { concurrency: number }> = {
  [QueueName.Notifications]: { concurrency: 5 },
  // flush() takes a Redis lock as well: two workers never apply the same batch.
  [QueueName.CarViews]: { concurrency: 1 },
  // Each job locks one order row (the sweep skips locked ones): running several at once is safe.
  [QueueName.Reservations]: { concurrency: 5 },
  // One run at a time per process; runs in several processes take turns on an advisory lock.
  [QueueName.Alerts]: { concurrency: 1 },
  [QueueName.ExchangeRates]: { concurrency: 1 },
  // An import holds one connection and writes big batches: one at a time, so the site keeps serving meanwhile.
  [QueueName.AuctionImports]: { concurrency: 1 },
  // Deliveries wait on dealers' servers (up to the timeout each): several at once. The dispatcher skips locked events.
  [QueueName.Webhooks]: { concurrency: 10 },
  // One run at a time per process keeps an entity's events in order here; other processes skip the locked events.
  [QueueName.DomainEvents]: { concurrency: 1 },
};

export interface JobDefinition {
  queue: QueueName;
  /** Added to the queues' defaults (jobs.module.ts: 5 attempts, exponential backoff from 2 s). */
  options?: JobsOptions;
}

/** Which queue carries each job, and its options. A JobName missing here fails to compile. */
export const JOBS: Record<JobName, JobDefinition> = {
  // A sent message's data (it may hold a password reset link) is deleted from Redis at once.
  [JobName.SendEmail]: { queue: QueueName.Notifications, options: { removeOnComplete: true } },
  // Holds an address: not kept once done.
  [JobName.PasswordResetEmail]: { queue: QueueName.Notifications, options: { removeOnComplete: true } },
  [JobName.CarViewsFlush]: { queue: QueueName.CarViews },
  // Gone once done, so that a rescheduled hold (an extension) can add its job under the same id again; a lost or
  // failed one is the sweep's to make good.
  [JobName.ReservationExpire]: { queue: QueueName.Reservations, options: { removeOnComplete: true, removeOnFail: true } },
  [JobName.ReservationSweep]: { queue: QueueName.Reservations },
  [JobName.SavedSearchAlerts]: { queue: QueueName.Alerts },
  [JobName.ExchangeRatesRefresh]: { queue: QueueName.ExchangeRates },
  // A retry resumes from the import's checkpoint; once finished the job is gone (the import row keeps the report).
  [JobName.AuctionImport]: { queue: QueueName.AuctionImports, options: { removeOnComplete: true, removeOnFail: true } },
  // A failed run is the next tick's to repeat; gone once done, so the outbox's next wake-up can use the same id.
  // On the imports' queue, so it waits behind a running import — harmless: that queue is not stuck then.
  [JobName.AuctionImportSweep]: { queue: QueueName.AuctionImports },
  [JobName.WebhookDispatch]: { queue: QueueName.Webhooks, options: { attempts: 1, removeOnComplete: true, removeOnFail: true } },
  // The retries are the delivery's own (rows and a delayed job per attempt, WebhookDeliverer), not BullMQ's; a job lost
  // or failed is re-queued by the dispatcher once its attempt is overdue.
  [JobName.WebhookDeliver]: { queue: QueueName.Webhooks, options: { attempts: 1, removeOnComplete: true, removeOnFail: true } },
  // Retries are the events' own (attempts and next_attempt_at on the row); gone once done, so the next wake-up can use its id.
  [JobName.DomainEventsDispatch]: { queue: QueueName.DomainEvents, options: { attempts: 1, removeOnComplete: true, removeOnFail: true } },
  // Deletes in batches, each its own statement: a failed run has kept what it did, and the next night's goes on.
  [JobName.DomainEventsPrune]: { queue: QueueName.DomainEvents },
  [JobName.WebhookEventsPrune]: { queue: QueueName.Webhooks },
};
