import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CONTENT_PAGE_SLUGS } from './content-rules.js';
import { PageLanguageQueryDto } from './content.requests.js';
import { PageDto, PageListDto } from './content.responses.js';
import { ContentService } from './content.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const SLUG_PARAM = ApiParam({ name: 'slug', enum: CONTENT_PAGE_SLUGS, description: 'The page' });
export const PAGE_NOT_FOUND = ApiErrors({ 404: `CONTENT_PAGE_NOT_FOUND, "${MESSAGES.CONTENT_PAGE_NOT_FOUND}"` });
const BAD_LANGUAGE = ApiErrors({ 400: 'CONTENT_LANGUAGE_UNKNOWN: `lang` is not en, ur, pt or es' });

/**
 * The company, help and legal pages (spec §2 Content pages): in the language asked for, English when a page is not
 * translated yet (`fallback: true`). Without `?lang=` the Accept-Language header decides, and the answer says
 * `Vary: Accept-Language`.
 */
@ApiTags('pages')
@Controller('pages')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The content pages, titled in the requested language', description: 'For menus and the sitemap page.' })
  @ApiOkResponse({ type: PageListDto })
  @BAD_LANGUAGE
  listPages(
    @Ctx() ctx: RequestContext,
    @Query() query: PageLanguageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageListDto> {
    return this.content.list(this.language(ctx, query, reply));
  }

  @Get(':slug')
  @Public()
  @SLUG_PARAM
  @ApiOperation({
    summary: 'One content page',
    description:
      'Title, summary (meta description), body and sections as sanitised HTML, and when it was last updated. `language` is ' +
      'the language of the text; `fallback` is true when the requested language has no translation and English is shown.',
  })
  @ApiOkResponse({ type: PageDto })
  @BAD_LANGUAGE
  @PAGE_NOT_FOUND
  async getPage(
    @Ctx() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: PageLanguageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PageDto> {
    const page = await this.content.get(slug, this.language(ctx, query, reply));
    void reply.header('content-language', page.language);
    return page;
  }

  private language(ctx: RequestContext, query: PageLanguageQueryDto, reply: FastifyReply) {
    const language = this.content.languageOf(query.lang, ctx);
    if (!query.lang) void reply.header('vary', 'Accept-Language');
    return language;
  }
}
