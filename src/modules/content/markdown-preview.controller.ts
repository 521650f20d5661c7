import { Body } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ContentService } from './content.service.js';
import { MarkdownPreviewDto, MarkdownPreviewResultDto } from './markdown-preview.dto.js';
import { ApiErrors, PostAction, StaffController } from '../../common/api/route-docs.decorator.js';

/** The back office's editors' preview: Markdown rendered exactly as the public page renders it. Nothing is stored. */
@StaffController('admin/markdown', 'admin-markdown')
export class MarkdownPreviewController {
  constructor(private readonly content: ContentService) {}

  @PostAction('preview')
  @ApiOperation({
    summary: 'Preview Markdown as the public page will show it',
    description: 'The same sanitised HTML a saved post, page or FAQ answer gets (no scripts, styles or event handlers).',
  })
  @ApiOkResponse({ type: MarkdownPreviewResultDto })
  @ApiErrors({ 400: '' })
  previewMarkdown(@Body() body: MarkdownPreviewDto): MarkdownPreviewResultDto {
    return this.content.previewMarkdown(body);
  }
}
