import { Body, Controller, Get, HttpStatus, Param, Patch, Query, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { appError } from '../../common/errors/app-error.js';
import { ErrorBodyDto, errorBodyExample } from '../../common/errors/error-body.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { REFERENCE_PARAM, UNKNOWN_INQUIRY } from './inquiries.controller.js';
import { AdminInquiriesExportQueryDto, AdminInquiriesQueryDto, RespondInquiryDto, UpdateInquiryStatusDto } from './inquiries.requests.js';
import { AdminInquiryAnswerDto, AdminInquiryDto, AdminInquiryListDto } from './inquiries.responses.js';
import { InquiriesService } from './inquiries.service.js';
import { ApiErrors, PostAction, ApiErrorExample } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** Back-office inquiries (spec §2 admin Inquiries: details, response message, status update). */
@ApiTags('admin-inquiries')
@ApiSignedIn()
@StaffOnly()
// One prefix for the list and its sibling export, `/api/admin/inquiries.csv`.
@Controller('admin')
export class InquiriesAdminController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Get('inquiries')
  @ApiOperation({
    summary: 'List inquiries, newest first',
    description:
      '`status`; `car`: a stock id; `general`: true for Car: N/A only, false for car inquiries only; `from`/`to`: ' +
      'when sent; `q`: name, email, reference or message; `sort`: createdAt, status or name (`-` for descending).',
  })
  @ApiOkResponse({ type: AdminInquiryListDto })
  @ApiErrors({ 400: '' })
  listInquiries(@Query() query: AdminInquiriesQueryDto): Promise<AdminInquiryListDto> {
    return this.inquiries.list(query);
  }

  @CsvExportRoute('inquiries.csv', {
    summary: 'Export the filtered inquiries as CSV',
    description: LIST_EXPORT,
  })
  exportInquiries(@Query() query: AdminInquiriesExportQueryDto): Promise<StreamableFile> {
    return this.inquiries.exportCsv(query);
  }

  @Get('inquiries/:reference')
  @REFERENCE_PARAM
  @ApiOperation({ summary: 'One inquiry' })
  @ApiOkResponse({ type: AdminInquiryDto })
  @UNKNOWN_INQUIRY
  getInquiry(@Param('reference') reference: string): Promise<AdminInquiryDto> {
    return this.inquiries.get(reference);
  }

  @PostAction('inquiries/:reference/response')
  @REFERENCE_PARAM
  @ApiOperation({
    summary: 'Send the response to the customer',
    description:
      'Stores the response message (a later one replaces it), makes the inquiry Responded — a general inquiry too — ' +
      'and emails the response to the customer. Audited. Refused for a closed inquiry (`canRespond`): reopen it first.',
  })
  @ApiOkResponse({ type: AdminInquiryAnswerDto, description: `"${MESSAGES.INQUIRY_RESPONSE_SENT}"` })
  @ApiErrors({ 400: `"${MESSAGES.INQUIRY_RESPONSE_REQUIRED}"` })
  @UNKNOWN_INQUIRY
  @ApiErrorExample(`INQUIRY_CLOSED, "${MESSAGES.INQUIRY_CLOSED}"`, appError(HttpStatus.CONFLICT, Msg.INQUIRY_CLOSED))
  async respondToInquiry(
    @Ctx() ctx: RequestContext,
    @Param('reference') reference: string,
    @Body() body: RespondInquiryDto,
  ): Promise<AdminInquiryAnswerDto> {
    const inquiry = await this.inquiries.respond(ctx, reference, body.message);
    return { success: true, message: MESSAGES.INQUIRY_RESPONSE_SENT, inquiry };
  }

  @Patch('inquiries/:reference/status')
  @REFERENCE_PARAM
  @ApiOperation({
    summary: 'Update the status',
    description:
      'Through the inquiry’s transition table (`nextStatuses` says what is allowed now): Pending or Responded → Closed; ' +
      'a closed inquiry is reopened to where it was (Responded when it has a response, else Pending). Responded is ' +
      'reached by sending a response; the same status again changes nothing. Refused for a general inquiry (Car: N/A). Audited.',
  })
  @ApiOkResponse({ type: AdminInquiryAnswerDto, description: `"${MESSAGES.INQUIRY_STATUS_UPDATED}"` })
  @ApiErrors({ 400: 'Status missing or not one of pending, responded, closed' })
  @UNKNOWN_INQUIRY
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      `INQUIRY_GENERAL_STATUS_LOCKED, "${MESSAGES.INQUIRY_GENERAL_STATUS_LOCKED}"; INQUIRY_RESPOND_FIRST; ` +
      'INQUIRY_REOPENS_AS_RESPONDED; INQUIRY_TRANSITION_NOT_ALLOWED, "An inquiry cannot go from responded to pending."',
    example: errorBodyExample(appError(HttpStatus.CONFLICT, Msg.INQUIRY_GENERAL_STATUS_LOCKED)),
  })
  async updateInquiryStatus(
    @Ctx() ctx: RequestContext,
    @Param('reference') reference: string,
    @Body() body: UpdateInquiryStatusDto,
  ): Promise<AdminInquiryAnswerDto> {
    const inquiry = await this.inquiries.updateStatus(ctx, reference, body.status);
    return { success: true, message: MESSAGES.INQUIRY_STATUS_UPDATED, inquiry };
  }
}
