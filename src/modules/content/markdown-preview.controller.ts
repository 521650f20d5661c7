import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { ContentService } from './content.service.js';
import { MarkdownPreviewDto, MarkdownPreviewResultDto } from './markdown-preview.dto.js';

/** The back office's editors' preview: Markdown rendered exactly as the public page renders it. Nothing is stored. */
@ApiTags('admin-markdown')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/markdown')
export class MarkdownPreviewController {
  constructor(private readonly content: ContentService) {}

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Preview Markdown as the public page will show it',
    description: 'The same sanitised HTML a saved post, page or FAQ answer gets (no scripts, styles or event handlers).',
  })
  @ApiOkResponse({ type: MarkdownPreviewResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  previewMarkdown(@Body() body: MarkdownPreviewDto): MarkdownPreviewResultDto {
    return this.content.previewMarkdown(body);
  }
}
