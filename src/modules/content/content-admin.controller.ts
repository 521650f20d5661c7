import { Body, Delete, Get, HttpStatus, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LOCALES } from '../../common/context/locale.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PAGE_NOT_FOUND, SLUG_PARAM } from './content.controller.js';
import { PutPageTranslationDto } from './content.requests.js';
import { AdminPageDto, AdminPageListDto, AdminPageTranslationDto } from './content.responses.js';
import { ContentService } from './content.service.js';
import { ApiErrors, StaffController, ApiCreatedOrReplaced } from '../../common/api/route-docs.decorator.js';

const LANG_PARAM = ApiParam({ name: 'lang', enum: LOCALES, description: 'The translation’s language' });

/** Staff editing of the content pages (spec §6: administrators manage content). Every change is audited. */
@StaffController('admin/pages', 'admin-pages')
export class ContentAdminController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @ApiOperation({ summary: 'Every content page with the languages it is written in' })
  @ApiOkResponse({ type: AdminPageListDto })
  listPagesForStaff(): Promise<AdminPageListDto> {
    return this.content.listForStaff();
  }

  @Get(':slug')
  @SLUG_PARAM
  @ApiOperation({ summary: 'A content page with every translation, as Markdown and as the HTML visitors get' })
  @ApiOkResponse({ type: AdminPageDto })
  @PAGE_NOT_FOUND
  getPageForStaff(@Param('slug') slug: string): Promise<AdminPageDto> {
    return this.content.getForStaff(slug);
  }

  @Put(':slug/translations/:lang')
  @SLUG_PARAM
  @LANG_PARAM
  @ApiOperation({
    summary: 'Write one language’s text of a page',
    description:
      'Creates the translation (201) or replaces it (200). The body is Markdown, rendered to sanitised HTML. English comes ' +
      'first: another language cannot be written before the page has its English text.',
  })
  @ApiCreatedOrReplaced(AdminPageTranslationDto)
  @ApiErrors({
    400: 'A field is missing or too long, or the language is unknown',
    409: `CONTENT_ENGLISH_FIRST, "${MESSAGES.CONTENT_ENGLISH_FIRST}"`,
  })
  @PAGE_NOT_FOUND
  async putPageTranslation(
    @Ctx() ctx: RequestContext,
    @Param('slug') slug: string,
    @Param('lang') lang: string,
    @Body() body: PutPageTranslationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPageTranslationDto> {
    const { created, translation } = await this.content.putTranslation(ctx, slug, lang, body);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return translation;
  }

  @Delete(':slug/translations/:lang')
  @SLUG_PARAM
  @LANG_PARAM
  @ApiOperation({
    summary: 'Remove a translation',
    description: 'Visitors in that language then read the English text. English itself cannot be removed.',
  })
  @ApiOkResponse({ type: AdminPageDto, description: 'The page as it is now' })
  @ApiErrors({
    400: 'CONTENT_LANGUAGE_UNKNOWN',
    404: `"${MESSAGES.CONTENT_PAGE_NOT_FOUND}" or CONTENT_TRANSLATION_NOT_FOUND`,
    409: `CONTENT_ENGLISH_REQUIRED, "${MESSAGES.CONTENT_ENGLISH_REQUIRED}"`,
  })
  async deletePageTranslation(@Ctx() ctx: RequestContext, @Param('slug') slug: string, @Param('lang') lang: string): Promise<AdminPageDto> {
    await this.content.deleteTranslation(ctx, slug, lang);
    return this.content.getForStaff(slug);
  }
}
