import type { WebhookEvent } from './outbox/webhook-event.entity.js';
import type { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookEndpoint } from './webhook-endpoint.entity.js';
import type { WebhookAttemptDto, WebhookDeliveryDto, WebhookEndpointDto, WebhookEndpointWithSecretDto } from './webhooks.responses.js';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** An endpoint as its owner sees it: never its secrets (those are answered once, by toEndpointWithSecret). */
export function toEndpointDto(endpoint: WebhookEndpoint, now: Date): WebhookEndpointDto {
  const overlap = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return {
    id: endpoint.publicId,
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    status: endpoint.status,
    disabledReason: endpoint.disabledReason,
    disabledAt: iso(endpoint.disabledAt),
    consecutiveFailures: endpoint.consecutiveFailures,
    previousSecretExpiresAt: overlap ? iso(endpoint.previousSecretExpiresAt) : null,
    createdAt: iso(endpoint.createdAt)!,
    updatedAt: iso(endpoint.updatedAt)!,
  };
}

export const toEndpointWithSecret = (endpoint: WebhookEndpoint, now: Date): WebhookEndpointWithSecretDto => ({
  ...toEndpointDto(endpoint, now),
  secret: endpoint.secret,
});

export const toAttemptDto = (attempt: WebhookDeliveryAttempt): WebhookAttemptDto => ({
  at: iso(attempt.at)!,
  statusCode: attempt.statusCode,
  // Not shown when no answer came: how long a refused or unanswered connection took tells open ports from closed ones.
  durationMs: attempt.statusCode === null ? null : attempt.durationMs,
  succeeded: attempt.succeeded,
  answer: attempt.answer,
});

export function toDeliveryDto(
  delivery: WebhookDelivery,
  event: WebhookEvent,
  attempts: readonly WebhookDeliveryAttempt[],
): WebhookDeliveryDto {
  return {
    id: delivery.publicId,
    eventId: event.id,
    eventType: event.type,
    data: event.payload,
    occurredAt: iso(event.occurredAt)!,
    status: delivery.status,
    attemptCount: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null,
    replayOf: delivery.replayOf,
    createdAt: iso(delivery.createdAt)!,
    completedAt: iso(delivery.completedAt),
    attempts: attempts.map(toAttemptDto),
  };
}

/** The JSON body every delivery of an event POSTs (a replay too): the same bytes are signed. */
export const deliveryBody = (event: Pick<WebhookEvent, 'id' | 'type' | 'occurredAt' | 'payload'>): string =>
  JSON.stringify({ id: event.id, type: event.type, occurredAt: new Date(event.occurredAt).toISOString(), data: event.payload });
