import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { SubscribeNewsletterDto, UnsubscribeNewsletterDto } from './newsletter.requests.js';
import { NewsletterAnswerDto } from './newsletter.responses.js';
import { NewsletterService } from './newsletter.service.js';
import { ApiErrors, ApiRateLimited } from '../../common/api/route-docs.decorator.js';

const tooManyRequests = ApiRateLimited('this IP');

/** The newsletter popup and the emailed unsubscribe link (public, signed in or not). */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Subscribe to the newsletter',
    description:
      'Full name and email. Subscribing again keeps one subscription and answers the same; an unsubscribed address is ' +
      'subscribed again. A new (or renewed) subscription is emailed a confirmation with its unsubscribe link ' +
      '`<PUBLIC_URL>/newsletter/unsubscribe?token=…`.',
  })
  @ApiOkResponse({ type: NewsletterAnswerDto, example: { success: true, message: MESSAGES.NEWSLETTER_SUBSCRIBED } })
  @ApiErrors({ 400: '"Full name is required", "Email is required", "Invalid email format"' })
  @tooManyRequests
  async subscribeNewsletter(@Ctx() ctx: RequestContext, @Body() body: SubscribeNewsletterDto): Promise<NewsletterAnswerDto> {
    await this.newsletter.subscribe(ctx, body);
    return { success: true, message: MESSAGES.NEWSLETTER_SUBSCRIBED };
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: "Unsubscribe with the emailed link's token",
    description: 'Works without signing in; unsubscribing again answers the same.',
  })
  @ApiOkResponse({ type: NewsletterAnswerDto, example: { success: true, message: MESSAGES.NEWSLETTER_UNSUBSCRIBED } })
  @ApiErrors({ 400: 'No token', 404: `"${MESSAGES.NEWSLETTER_TOKEN_INVALID}"` })
  @tooManyRequests
  async unsubscribeNewsletter(@Ctx() ctx: RequestContext, @Body() body: UnsubscribeNewsletterDto): Promise<NewsletterAnswerDto> {
    await this.newsletter.unsubscribe(ctx, body.token);
    return { success: true, message: MESSAGES.NEWSLETTER_UNSUBSCRIBED };
  }
}
