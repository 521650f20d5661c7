import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CreateCarRequestDto } from './car-requests.requests.js';
import { CarRequestCreatedDto } from './car-requests.responses.js';
import { CarRequestsService } from './car-requests.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** Request a Car (spec §2, §3, §5, §7 `POST /api/ondemand`). */
@ApiTags('car-requests')
@ApiSignedIn()
@Controller('ondemand')
export class CarRequestsController {
  constructor(private readonly carRequests: CarRequestsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Request a car we do not have in stock',
    description:
      'Signed-in customers only (anonymous: 401). Stored with a reference (`RQ-000042`); the sales team is emailed the ' +
      'request and the customer an acknowledgement. The phone (or WhatsApp) number is required when it is the contact ' +
      'method; the privacy policy must be agreed (`privacyAgreed: true`). At most 20 requests an hour per customer (429).',
  })
  @ApiCreatedResponse({
    type: CarRequestCreatedDto,
    example: { success: true, message: MESSAGES.CAR_REQUEST_SUBMITTED, reference: 'RQ-000042', id: '6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e' },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      `"${MESSAGES.NAME_REQUIRED}", "${MESSAGES.EMAIL_REQUIRED}", "${MESSAGES.EMAIL_INVALID}", "${MESSAGES.EMAILS_DO_NOT_MATCH}", ` +
      `"${MESSAGES.PHONE_REQUIRED_FOR_PHONE_CONTACT}", "${MESSAGES.WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT}", ` +
      `"${MESSAGES.PRIVACY_AGREEMENT_REQUIRED}", comments over 1,000 characters…`,
    example: {
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.VALIDATION_FAILED,
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'emailConfirmation', code: 'EMAILS_DO_NOT_MATCH', message: MESSAGES.EMAILS_DO_NOT_MATCH },
        { field: 'phone', code: 'PHONE_REQUIRED_FOR_PHONE_CONTACT', message: MESSAGES.PHONE_REQUIRED_FOR_PHONE_CONTACT },
      ],
      requestId: '0f9a7c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    },
  })
  @ApiErrors({ 429: `"${MESSAGES.TOO_MANY_REQUESTS}", with Retry-After` })
  requestCar(@Ctx() ctx: RequestContext, @Body() body: CreateCarRequestDto): Promise<CarRequestCreatedDto> {
    return this.carRequests.create(ctx, body);
  }
}
