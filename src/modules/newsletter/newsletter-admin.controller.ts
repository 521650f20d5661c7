import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { NewsletterExportQueryDto, NewsletterSubscribersQueryDto } from './newsletter.requests.js';
import { NewsletterSubscriberListDto } from './newsletter.responses.js';
import { NewsletterService } from './newsletter.service.js';
import { CsvExportLimits } from '../../common/csv/csv-export.decorator.js';

/** Back-office newsletter list and its CSV export. */
@ApiTags('admin-newsletter')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/newsletter')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('subscribers')
  @ApiOperation({
    summary: 'List newsletter subscribers, newest first',
    description: '`q`: name or email; `status`: active or unsubscribed; `sort`: subscribedAt, fullName, email or status.',
  })
  @ApiOkResponse({ type: NewsletterSubscriberListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listNewsletterSubscribers(@Query() query: NewsletterSubscribersQueryDto): Promise<NewsletterSubscriberListDto> {
    return this.newsletter.list(query);
  }

  @Get('subscribers.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({
    summary: 'Export the filtered newsletter subscribers as CSV',
    description: "The same filters and sort as the list, every page. Cells a spreadsheet would run as formulas start with '.",
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportNewsletterSubscribers(@Query() query: NewsletterExportQueryDto): Promise<StreamableFile> {
    return this.newsletter.exportCsv(query);
  }
}
