import { Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { NewsletterExportQueryDto, NewsletterSubscribersQueryDto } from './newsletter.requests.js';
import { NewsletterSubscriberListDto } from './newsletter.responses.js';
import { NewsletterService } from './newsletter.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** Back-office newsletter list and its CSV export. */
@StaffController('admin/newsletter', 'admin-newsletter')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('subscribers')
  @ApiOperation({
    summary: 'List newsletter subscribers, newest first',
    description: '`q`: name or email; `status`: active or unsubscribed; `sort`: subscribedAt, fullName, email or status.',
  })
  @ApiOkResponse({ type: NewsletterSubscriberListDto })
  @ApiErrors({ 400: '' })
  listNewsletterSubscribers(@Query() query: NewsletterSubscribersQueryDto): Promise<NewsletterSubscriberListDto> {
    return this.newsletter.list(query);
  }

  @CsvExportRoute('subscribers.csv', {
    summary: 'Export the filtered newsletter subscribers as CSV',
    description: LIST_EXPORT,
  })
  exportNewsletterSubscribers(@Query() query: NewsletterExportQueryDto): Promise<StreamableFile> {
    return this.newsletter.exportCsv(query);
  }
}
