import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { FaqQueryDto } from './faq.requests.js';
import { FaqDto } from './faq.responses.js';
import { FaqService } from './faq.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The public FAQ (spec §1, §2 FAQ). */
@ApiTags('faq')
@Controller('faq')
export class FaqController {
  constructor(private readonly faq: FaqService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The FAQ in one language, grouped by category',
    description:
      'Categories in their order, each with its published questions in order; categories without one are left out. A ' +
      'question not translated into `lang` (question and answer both) is shown in English with `fallback: true`. ' +
      'Answers are sanitised HTML. `lang` defaults to the Accept-Language header.',
  })
  @ApiOkResponse({ type: FaqDto })
  @ApiErrors({ 400: 'An unknown `lang`' })
  getFaq(@Ctx() ctx: RequestContext, @Query() query: FaqQueryDto): Promise<FaqDto> {
    return this.faq.getFaq(query.lang ?? ctx.locale);
  }
}
