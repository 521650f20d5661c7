import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from './outbox/webhook-event-rules.js';
import { DELIVERY_STATUSES, ENDPOINT_STATUSES } from './webhook-rules.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '0b7c3f0e-6a55-4f59-9d4c-3a7f1f4f2c11' })
  id: string;
  @ApiProperty({ example: 'https://dms.example-dealer.com/hooks/autoexport' })
  url: string;
  @ApiProperty({ type: String, nullable: true, example: 'Stock sync of our DMS' })
  description: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['car.listed', 'order.status_changed'] })
  events: string[];
  @ApiProperty({
    enum: ENDPOINT_STATUSES,
    example: 'active',
    description: '`disabled`: paused by me, or by the server after its deliveries kept failing (`disabledReason`)',
  })
  status: string;
  @ApiProperty({ type: String, nullable: true, enum: ['failures', 'owner'], example: null })
  disabledReason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: string | null;
  @ApiProperty({ example: 0, description: 'Delivery attempts failed in a row since the last success' })
  consecutiveFailures: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until then deliveries carry a second signature with the rotated-out secret',
  })
  previousSecretExpiresAt: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** An endpoint with its signing secret: answered once, at creation or rotation. */
export class WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  @ApiProperty({
    example: 'whsec_Jq3l0V4m0mB1p7lQ2Yp1mH5bC8Zr4u6x0kS9dT2eW3A',
    description: 'The signing secret: shown only now; store it to verify `Webhook-Signature`',
  })
  secret: string;
}

export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto], description: 'Oldest first' })
  items: WebhookEndpointDto[];
  @ApiProperty({ example: 1 })
  total: number;
}

export class WebhookAttemptDto {
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiProperty({ type: Number, nullable: true, example: 500, description: 'The answer’s HTTP status; null when none came' })
  statusCode: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 184,
    description: 'How long the answer took; null when none came (the delivery log does not tell why a connection failed)',
  })
  durationMs: number | null;
  @ApiProperty({ example: false })
  succeeded: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'upstream unavailable',
    description:
      'The answer’s body (at most 500 characters), a redirect not followed, or one note for every attempt that got no HTTP answer',
  })
  answer: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid', description: 'The event id: `Webhook-Id`, the same for a replay' })
  eventId: string;
  @ApiProperty({ example: 'order.status_changed' })
  eventType: string;
  @ApiProperty({
    description: 'The event’s `data`, as POSTed',
    example: { orderId: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47', status: 'paid' },
  })
  data: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' })
  occurredAt: string;
  @ApiProperty({ enum: DELIVERY_STATUSES, example: 'succeeded' })
  status: string;
  @ApiProperty({ example: 3, description: 'Attempts made so far' })
  attemptCount: number;
  @ApiProperty({ type: Number, nullable: true, example: 200 })
  lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last answer or error, at most 500 characters' })
  lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due (pending only)' })
  nextAttemptAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The delivery this one replays' })
  replayOf: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;
  @ApiProperty({ type: [WebhookAttemptDto], description: 'Oldest first' })
  attempts: WebhookAttemptDto[];
}

export class WebhookDeliveryListDto extends PageDto(WebhookDeliveryDto, 12, 'Newest first') {}
