import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { FavoriteChangeDto, FavoriteCheckDto, FavoriteListDto, FavoriteRefsDto } from './favorites.responses.js';
import { FavoritesService } from './favorites.service.js';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

const CAR_REF_PARAM = ApiParam({
  name: 'id',
  description: 'The car’s stock id: the `ref` of the catalogue’s list items and of GET /api/cars/detail/ref/{ref} (case-insensitive)',
  example: 'AB1234567',
});
const UNKNOWN_CAR = (extra = '') =>
  ApiErrors({ 404: `Unknown or malformed stock id${extra}: PRODUCT_NOT_FOUND, "${MESSAGES.PRODUCT_NOT_FOUND}"` });

/** My Favorites and the favorite heart (spec §4 Favorite toggle). */
@ApiTags('favorites')
@ApiSignedIn()
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  @ApiKeyScope('favorites')
  @ApiOperation({
    summary: 'My favorites, newest first, with each car’s summary',
    description: 'A car sold or reserved since stays listed: `availability` and `listed` say where it stands.',
  })
  @ApiOkResponse({ type: FavoriteListDto })
  @ApiErrors({ 400: '' })
  listMyFavorites(@Ctx() ctx: RequestContext, @Query() query: PageQueryDto): Promise<FavoriteListDto> {
    return this.favorites.listOwn(ctx, query);
  }

  @Get('refs')
  @ApiKeyScope('favorites')
  @ApiOperation({
    summary: 'The stock ids of my favorites',
    description:
      'Newest first, at most 1,000, in any status: the catalogue’s cards mark their hearts from it in one request ' +
      'instead of one check per card.',
  })
  @ApiOkResponse({ type: FavoriteRefsDto })
  listMyFavoriteRefs(@Ctx() ctx: RequestContext): Promise<FavoriteRefsDto> {
    return this.favorites.refsOwn(ctx);
  }

  @Get('check/:id')
  @ApiKeyScope('favorites')
  @CAR_REF_PARAM
  @ApiOperation({ summary: 'Whether a car is one of my favorites' })
  @ApiOkResponse({ type: FavoriteCheckDto })
  @UNKNOWN_CAR()
  checkFavorite(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<FavoriteCheckDto> {
    return this.favorites.check(ctx, id);
  }

  @Post(':id')
  @ApiKeyScope('favorites')
  @HttpCode(HttpStatus.OK)
  @CAR_REF_PARAM
  @ApiOperation({
    summary: 'Add a car to my favorites',
    description: `Idempotent: adding it again keeps one favorite and answers the same, "${MESSAGES.FAVORITE_ADDED}".`,
  })
  @ApiOkResponse({ type: FavoriteChangeDto, description: `"${MESSAGES.FAVORITE_ADDED}"` })
  @UNKNOWN_CAR(', or a car no longer in the catalogue (sold, in transit) that is not already a favorite')
  addFavorite(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<FavoriteChangeDto> {
    return this.favorites.add(ctx, id);
  }

  @Delete(':id')
  @ApiKeyScope('favorites')
  @CAR_REF_PARAM
  @ApiOperation({
    summary: 'Remove a car from my favorites',
    description: `Whatever the car’s status. Idempotent: removing a car that is not a favorite answers the same, "${MESSAGES.FAVORITE_REMOVED}".`,
  })
  @ApiOkResponse({ type: FavoriteChangeDto, description: `"${MESSAGES.FAVORITE_REMOVED}"` })
  @UNKNOWN_CAR()
  removeFavorite(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<FavoriteChangeDto> {
    return this.favorites.remove(ctx, id);
  }
}
