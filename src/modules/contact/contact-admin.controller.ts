import { Body, Controller, Get, Param, Patch, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ContactMessagesExportQueryDto, ContactMessagesQueryDto, UpdateContactMessageStatusDto } from './contact.requests.js';
import { ContactMessageDto, ContactMessageListDto } from './contact.responses.js';
import { ContactService } from './contact.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', description: 'The message’s id (a UUID)', example: '6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.CONTACT_MESSAGE_NOT_FOUND}"` });

/** The back office's Contact us messages: list, export, read, mark handled. */
@ApiTags('admin-contact')
@ApiSignedIn()
@StaffOnly()
// One prefix for the list and its sibling export, `/api/admin/contact-messages.csv`.
@Controller('admin')
export class ContactAdminController {
  constructor(private readonly contact: ContactService) {}

  @Get('contact-messages')
  @ApiOperation({
    summary: 'List contact messages, newest first',
    description:
      '`subject`: sales, support, partnership or other; `status`: new or handled; `q`: name, email or message; ' +
      '`from`/`to`: when sent; `sort`: createdAt, subject or status.',
  })
  @ApiOkResponse({ type: ContactMessageListDto })
  @ApiErrors({ 400: '' })
  listContactMessages(@Query() query: ContactMessagesQueryDto): Promise<ContactMessageListDto> {
    return this.contact.list(query);
  }

  @CsvExportRoute('contact-messages.csv', {
    summary: 'Export the filtered contact messages as CSV',
    description: LIST_EXPORT,
  })
  exportContactMessages(@Query() query: ContactMessagesExportQueryDto): Promise<StreamableFile> {
    return this.contact.exportCsv(query);
  }

  @Get('contact-messages/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'A contact message' })
  @ApiOkResponse({ type: ContactMessageDto })
  @NOT_FOUND
  getContactMessage(@Param('id') id: string): Promise<ContactMessageDto> {
    return this.contact.get(id);
  }

  @Patch('contact-messages/:id/status')
  @ID_PARAM
  @ApiOperation({
    summary: 'Mark a contact message handled, or reopen it',
    description: 'handled keeps who and when; new clears them; the same status again changes nothing. Audited.',
  })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiErrors({ 400: 'Status missing or not new or handled' })
  @NOT_FOUND
  updateContactMessageStatus(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Body() body: UpdateContactMessageStatusDto,
  ): Promise<ContactMessageDto> {
    return this.contact.updateStatus(ctx, id, body.status);
  }
}
