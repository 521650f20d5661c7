import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { MAX_ENDPOINTS_PER_DEALER } from './webhook-rules.js';
import { CreateWebhookDto, UpdateWebhookDto } from './webhooks.requests.js';
import {
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
} from './webhooks.responses.js';
import { WebhooksService } from './webhooks.service.js';
import { ApiErrors, DeleteRoute, PostAction } from '../../../common/api/route-docs.decorator.js';

/** What every route's description ends with: the delivery format, the events and the signature scheme. */
export const WEBHOOKS_DOC = `
Dealer accounts only (another account type: 403 \`WEBHOOKS_DEALERS_ONLY\`); at most ${MAX_ENDPOINTS_PER_DEALER} endpoints.

**Deliveries.** Each event is POSTed as JSON \`{ "id", "type", "occurredAt", "data" }\` with the headers
\`Webhook-Id\` (the event id: the same on every retry and replay — deduplicate by it), \`Webhook-Timestamp\` (unix
seconds) and \`Webhook-Signature\`. Any 2xx answer within the timeout (10 s) is a success; redirects are not followed.
Anything else is retried with exponential backoff (30 s, 1, 2, 4 … minutes, at most 4 h apart) for about a day (15
attempts); an endpoint whose attempts keep failing is disabled and its owner emailed — enable it again with PATCH.

**Signature.** \`Webhook-Signature: v1=<hex>\` where hex = HMAC-SHA256(key = the endpoint secret \`whsec_…\` as UTF-8,
message = \`<Webhook-Timestamp>.<raw body>\`). After a secret rotation, for 24 h, the header holds two values separated by
a space (\`v1=<new> v1=<old>\`): accept when any matches. Compare in constant time on the raw body, and refuse
timestamps more than 5 minutes from your clock.

**Events** (\`data\` fields). Car events are about any car; the others only about my own orders and bids.
- \`car.listed\`: stockId, title, make, model, year, status, price {amount, currency}
- \`car.price_changed\`: stockId, price, previousPrice
- \`car.reserved\`, \`car.sold\`: stockId, status, previousStatus
- \`order.status_changed\`: orderId, stockId, carTitle, previousStatus (null when placed), status, cause
- \`payment.recorded\`: paymentId, orderId, stockId, amount, orderPaid, orderTotal, valueDate, bankReference
- \`shipment.assigned\`: orderId, stockId, shipment {id, vessel, voyageNumber, method, destinationCountry, destinationPort, departureDate, arrivalDate}
- \`shipment.tracking_updated\`: orderId, stockId, tracking {date, description, location, status, details}
- \`auction.result\`: bidId, result (won, lost, not_sold…), maxBidJpy, hammerPriceJpy, feesJpy, lot {id, auctionHouse, auctionDate, lotNumber, make, model, year}
- \`ping\`: endpointId, message (the test event; not subscribable)`;

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The endpoint id', example: '0b7c3f0e-6a55-4f59-9d4c-3a7f1f4f2c11' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.WEBHOOK_NOT_FOUND}" (also for another dealer's)` });
const DEALERS_ONLY = ApiErrors({ 403: `"${MESSAGES.WEBHOOKS_DEALERS_ONLY}"` });
const DISABLED = ApiErrors({ 409: `"${MESSAGES.WEBHOOK_ENDPOINT_DISABLED}"` });

/** A dealer's webhook endpoints and their deliveries (issue 14). */
@ApiTags('webhooks')
@ApiSignedIn()
@DEALERS_ONLY
@Controller('user/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'My webhook endpoints', description: `Oldest first, without their secrets.\n${WEBHOOKS_DOC}` })
  @ApiOkResponse({ type: WebhookEndpointListDto })
  listWebhooks(@Ctx() ctx: RequestContext): Promise<WebhookEndpointListDto> {
    return this.webhooks.list(ctx);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a webhook endpoint',
    description: `The answer holds the endpoint's signing secret, shown only this once.\n${WEBHOOKS_DOC}`,
  })
  @ApiCreatedResponse({ type: WebhookEndpointWithSecretDto })
  @ApiErrors({
    400: '`WEBHOOK_URL_INVALID`, `WEBHOOK_URL_HTTPS_REQUIRED`, `WEBHOOK_URL_INTERNAL`, `WEBHOOK_EVENTS_INVALID`',
    409: '`WEBHOOK_LIMIT_REACHED`',
  })
  createWebhook(@Ctx() ctx: RequestContext, @Body() body: CreateWebhookDto): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.create(ctx, body);
  }

  @Get(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'One of my webhook endpoints' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @NOT_FOUND
  getWebhook(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<WebhookEndpointDto> {
    return this.webhooks.get(ctx, id);
  }

  @Patch(':id')
  @ID_PARAM
  @ApiOperation({
    summary: 'Change a webhook endpoint',
    description: 'Its URL, events or description; `enabled` pauses it or enables it again (resetting its failure count).',
  })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors({ 400: 'An invalid field, or nothing to change (`WEBHOOK_NOTHING_TO_CHANGE`)' })
  @NOT_FOUND
  updateWebhook(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateWebhookDto): Promise<WebhookEndpointDto> {
    return this.webhooks.update(ctx, id, body);
  }

  @DeleteRoute(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'With its deliveries; nothing more is sent to it.' })
  @NOT_FOUND
  deleteWebhook(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.webhooks.delete(ctx, id);
  }

  @PostAction(':id/rotate-secret')
  @ID_PARAM
  @ApiOperation({
    summary: 'Rotate a webhook endpoint’s signing secret',
    description:
      'Answers the new secret, shown only this once. For the next 24 h deliveries are signed with both the new and the old ' +
      'secret (two `v1=` values), so the receiver can switch over without losing an event.',
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretDto })
  @NOT_FOUND
  rotateWebhookSecret(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.rotateSecret(ctx, id);
  }

  @Post(':id/test')
  @ID_PARAM
  @ApiOperation({
    summary: 'Send a test event to a webhook endpoint',
    description: 'A `ping` event, to this endpoint only, signed and retried like any other. Answers its delivery (pending).',
  })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @NOT_FOUND
  @DISABLED
  testWebhook(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(ctx, id);
  }

  @Get(':id/deliveries')
  @ID_PARAM
  @ApiOperation({
    summary: 'A webhook endpoint’s deliveries',
    description: 'Newest first, each with its event, its state and every attempt (time, answer status, duration, answer excerpt).',
  })
  @ApiOkResponse({ type: WebhookDeliveryListDto })
  @ApiErrors({ 400: '' })
  @NOT_FOUND
  listWebhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Query() query: PageQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    return this.webhooks.deliveries(ctx, id, query);
  }

  @Post('deliveries/:id/replay')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The delivery id' })
  @ApiOperation({
    summary: 'Replay a webhook delivery',
    description: 'A new delivery of the same event (same `Webhook-Id`: receivers deduplicate by it) to the same endpoint.',
  })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @ApiErrors({ 404: `"${MESSAGES.WEBHOOK_DELIVERY_NOT_FOUND}" (also for another dealer's)` })
  @DISABLED
  replayWebhookDelivery(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(ctx, id);
  }
}
