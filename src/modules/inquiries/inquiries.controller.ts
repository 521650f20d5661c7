import { Body, Controller, Get, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { SignInMessage } from '../../common/auth/sign-in-message.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { appError } from '../../common/errors/app-error.js';
import { ErrorBodyDto, errorBodyExample } from '../../common/errors/error-body.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { CreateInquiryDto } from './inquiries.requests.js';
import { InquiryDto, InquiryListDto, InquirySubmittedDto } from './inquiries.responses.js';
import { InquiriesService } from './inquiries.service.js';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';
import { ApiErrors, ApiErrorExample } from '../../common/api/route-docs.decorator.js';

export const REFERENCE_PARAM = ApiParam({
  name: 'reference',
  description: 'The inquiry’s reference (case-insensitive)',
  example: 'INQ-000123',
});
export const UNKNOWN_INQUIRY = ApiErrorExample(
  `Unknown or malformed reference: INQUIRY_NOT_FOUND, "${MESSAGES.INQUIRY_NOT_FOUND}"`,
  appError(HttpStatus.NOT_FOUND, Msg.INQUIRY_NOT_FOUND),
);

/** The inquiry form (car page and general) and the profile's Inquiry & Bid List. */
@ApiTags('inquiries')
@Controller('inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post()
  @ApiKeyScope('inquiries')
  @SignInMessage(Msg.INQUIRY_LOGIN_REQUIRED)
  @ApiBearerAuth('bearer')
  @ApiOperation({
    summary: 'Send an inquiry about a car, or a general one',
    description:
      'Signed-in customers only. `car` is the stock id of a car in the catalogue; left out or null, the inquiry is ' +
      'general ("Car: N/A"). The account’s email is stored, whatever `email` says. A copy with the reference is ' +
      'emailed to the customer. At most 10 inquiries an hour per customer.',
  })
  @ApiCreatedResponse({
    type: InquirySubmittedDto,
    description: `"${MESSAGES.INQUIRY_SUBMITTED}" and the inquiry with its reference`,
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: '"Name is required", "Email is required", "Email is invalid", "Phone number is required", "Message is required", …',
    example: errorBodyExample(
      appError(HttpStatus.BAD_REQUEST, Msg.VALIDATION_FAILED, [{ field: 'name', code: 'NAME_REQUIRED', message: MESSAGES.NAME_REQUIRED }]),
    ),
  })
  @ApiErrorExample(
    `No token: INQUIRY_LOGIN_REQUIRED, "${MESSAGES.INQUIRY_LOGIN_REQUIRED}" (heading Login Required); an expired or invalid one answers its usual code`,
    appError(HttpStatus.UNAUTHORIZED, Msg.INQUIRY_LOGIN_REQUIRED),
  )
  @ApiErrorExample(
    `Unknown car, or one no longer in the catalogue: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"`,
    appError(HttpStatus.NOT_FOUND, Msg.PRODUCT_NOT_FOUND),
  )
  @ApiErrors({ 429: 'Too many inquiries from this customer; `Retry-After` says how many seconds to wait' })
  async submitInquiry(@Ctx() ctx: RequestContext, @Body() body: CreateInquiryDto): Promise<InquirySubmittedDto> {
    const inquiry = await this.inquiries.create(ctx, body);
    return { success: true, message: MESSAGES.INQUIRY_SUBMITTED, inquiry };
  }

  @Get()
  @ApiKeyScope('inquiries')
  @ApiSignedIn()
  @ApiOperation({ summary: 'My inquiries, newest first (the profile’s Inquiry & Bid List)' })
  @ApiOkResponse({ type: InquiryListDto })
  @ApiErrors({ 400: '' })
  listMyInquiries(@Ctx() ctx: RequestContext, @Query() query: PageQueryDto): Promise<InquiryListDto> {
    return this.inquiries.listOwn(ctx, query);
  }

  @Get(':reference')
  @ApiKeyScope('inquiries')
  @ApiSignedIn()
  @REFERENCE_PARAM
  @ApiOperation({ summary: 'One of my inquiries', description: 'Another customer’s inquiry is not found.' })
  @ApiOkResponse({ type: InquiryDto })
  @UNKNOWN_INQUIRY
  getMyInquiry(@Ctx() ctx: RequestContext, @Param('reference') reference: string): Promise<InquiryDto> {
    return this.inquiries.getOwn(ctx, reference);
  }
}
