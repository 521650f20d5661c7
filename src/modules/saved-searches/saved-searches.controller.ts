import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { appError } from '../../common/errors/app-error.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { MAX_SAVED_SEARCHES } from './saved-search-rules.js';
import { AlertPreferencesDto, CreateSavedSearchDto, UnsubscribeSavedSearchDto, UpdateSavedSearchDto } from './saved-searches.requests.js';
import {
  AlertPreferencesAnswerDto,
  SavedSearchAnswerDto,
  SavedSearchChangeDto,
  SavedSearchDto,
  SavedSearchListDto,
} from './saved-searches.responses.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { ApiErrors, ApiErrorExample } from '../../common/api/route-docs.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', description: 'The saved search’s id', example: '6f1c2b1e-3a0d-4c55-9d0e-2b9a8e7c4f10' });
const NOT_MINE = ApiErrorExample(
  `Unknown id, or another customer’s search: SAVED_SEARCH_NOT_FOUND, "${MESSAGES.SAVED_SEARCH_NOT_FOUND}"`,
  appError(HttpStatus.NOT_FOUND, Msg.SAVED_SEARCH_NOT_FOUND),
);

/** Saved searches and their email alerts (issue 10); the favorite-alerts opt-in. */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Post()
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Save a catalogue search, with its alert frequency',
    description:
      'The filters are the search page’s query parameters, checked by the rules of GET /api/cars; `page`, `limit`, ' +
      '`sort` and `cursor` are dropped and any other unknown key is refused. New matching cars are emailed: `instant` ' +
      `(batched every few minutes), \`daily\` (at most one email a day) or \`off\`. At most ${MAX_SAVED_SEARCHES} per customer.`,
  })
  @ApiCreatedResponse({ type: SavedSearchChangeDto, description: `"${MESSAGES.SAVED_SEARCH_SAVED}"` })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: `A filter GET /api/cars would refuse (same codes and messages, field \`filters.<name>\`); "${MESSAGES.SAVED_SEARCH_FILTERS_REQUIRED}"`,
    example: {
      statusCode: 400,
      code: 'UNKNOWN_FIELD',
      message: 'Unknown field: filters.colour',
      details: [{ field: 'filters.colour', code: 'FIELD_NOT_ACCEPTED', message: MESSAGES.FIELD_NOT_ACCEPTED }],
    },
  })
  @ApiErrorExample(
    'The customer already keeps the most saved searches allowed',
    appError(HttpStatus.CONFLICT, Msg.SAVED_SEARCH_LIMIT, { max: MAX_SAVED_SEARCHES }),
  )
  async createSavedSearch(@Ctx() ctx: RequestContext, @Body() body: CreateSavedSearchDto): Promise<SavedSearchChangeDto> {
    const savedSearch = await this.savedSearches.create(ctx, body);
    return { success: true, message: MESSAGES.SAVED_SEARCH_SAVED, savedSearch };
  }

  @Get()
  @ApiSignedIn()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  @ApiOkResponse({ type: SavedSearchListDto })
  listMySavedSearches(@Ctx() ctx: RequestContext): Promise<SavedSearchListDto> {
    return this.savedSearches.listOwn(ctx);
  }

  @Get('preferences')
  @ApiSignedIn()
  @ApiOperation({ summary: 'My alert preferences', description: 'Favorite alerts are off until turned on.' })
  @ApiOkResponse({ type: AlertPreferencesAnswerDto })
  getAlertPreferences(@Ctx() ctx: RequestContext): Promise<AlertPreferencesAnswerDto> {
    return this.savedSearches.preferences(ctx);
  }

  @Put('preferences')
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Turn favorite alerts on or off',
    description: 'On: an email (batched every few minutes) when a favorite car’s price drops, or someone else reserves it.',
  })
  @ApiOkResponse({ type: AlertPreferencesAnswerDto })
  @ApiErrors({ 400: '"Favorite alerts must be true or false"' })
  setAlertPreferences(@Ctx() ctx: RequestContext, @Body() body: AlertPreferencesDto): Promise<AlertPreferencesAnswerDto> {
    return this.savedSearches.setPreferences(ctx, body);
  }

  @Patch(':id')
  @ApiSignedIn()
  @ID_PARAM
  @ApiOperation({ summary: 'Rename a saved search or change its alert frequency' })
  @ApiOkResponse({ type: SavedSearchDto })
  @ApiErrors({ 400: '' })
  @NOT_MINE
  updateSavedSearch(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    return this.savedSearches.update(ctx, id, body);
  }

  @Delete(':id')
  @ApiSignedIn()
  @ID_PARAM
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiOkResponse({ type: SavedSearchAnswerDto, description: `"${MESSAGES.SAVED_SEARCH_DELETED}"` })
  @NOT_MINE
  async deleteSavedSearch(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<SavedSearchAnswerDto> {
    await this.savedSearches.remove(ctx, id);
    return { success: true, message: MESSAGES.SAVED_SEARCH_DELETED };
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn off a saved search’s alerts with the emailed link’s token',
    description:
      'The link `<PUBLIC_URL>/saved-searches/unsubscribe?token=…` of every alert email. Works without signing in; sets ' +
      'the frequency to `off`; again answers the same.',
  })
  @ApiOkResponse({ type: SavedSearchAnswerDto, example: { success: true, message: MESSAGES.SAVED_SEARCH_UNSUBSCRIBED } })
  @ApiErrors({ 400: `"${MESSAGES.SAVED_SEARCH_TOKEN_REQUIRED}"` })
  @ApiErrorExample(`"${MESSAGES.SAVED_SEARCH_TOKEN_INVALID}"`, appError(HttpStatus.NOT_FOUND, Msg.SAVED_SEARCH_TOKEN_INVALID))
  @ApiErrors({ 429: 'Too many requests from this IP' })
  async unsubscribeSavedSearch(@Ctx() ctx: RequestContext, @Body() body: UnsubscribeSavedSearchDto): Promise<SavedSearchAnswerDto> {
    await this.savedSearches.unsubscribe(ctx, body.token);
    return { success: true, message: MESSAGES.SAVED_SEARCH_UNSUBSCRIBED };
  }
}
