import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { ContactMessagesQueryDto } from './contact.requests.js';
import { ContactMessageListDto } from './contact.responses.js';
import { ContactService } from './contact.service.js';

/** The back office's list of Contact us messages. */
@ApiTags('admin-contact')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/contact-messages')
export class ContactAdminController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({
    summary: 'List contact messages, newest first',
    description: '`subject`: sales, support, partnership or other; `q`: name, email or message; `from`/`to`: when sent.',
  })
  @ApiOkResponse({ type: ContactMessageListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listContactMessages(@Query() query: ContactMessagesQueryDto): Promise<ContactMessageListDto> {
    return this.contact.list(query);
  }
}
