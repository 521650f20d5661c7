import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { SendContactMessageDto } from './contact.requests.js';
import { ContactMessageSentDto } from './contact.responses.js';
import { ContactService } from './contact.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** Contact us (spec §2, §5): public, signed in or not. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a message to the company',
    description:
      'Subject sales, support, partnership or other; name, email, message; the privacy policy must be agreed ' +
      '(`privacyAgreed: true`). Kept, and emailed to the staff address of the subject. A signed-in sender’s account is ' +
      'linked (send the Bearer token). Throttled per IP: 429 with Retry-After.',
  })
  @ApiOkResponse({ type: ContactMessageSentDto, example: { success: true, message: MESSAGES.CONTACT_MESSAGE_SENT } })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      `"${MESSAGES.NAME_REQUIRED}", "${MESSAGES.EMAIL_REQUIRED}", "${MESSAGES.EMAIL_INVALID}", "${MESSAGES.MESSAGE_REQUIRED}", ` +
      `"${MESSAGES.PRIVACY_AGREEMENT_REQUIRED}", "${MESSAGES.CONTACT_SUBJECT_INVALID}"`,
    example: {
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.VALIDATION_FAILED,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'privacyAgreed', code: 'PRIVACY_AGREEMENT_REQUIRED', message: MESSAGES.PRIVACY_AGREEMENT_REQUIRED }],
      requestId: '0f9a7c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
    },
  })
  @ApiErrors({ 429: `"${MESSAGES.TOO_MANY_REQUESTS}", with Retry-After` })
  async sendContactMessage(@Ctx() ctx: RequestContext, @Body() body: SendContactMessageDto): Promise<ContactMessageSentDto> {
    await this.contact.send(ctx, body);
    return { success: true, message: MESSAGES.CONTACT_MESSAGE_SENT };
  }
}
