import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import {
  AdminFaqItemsQueryDto,
  CreateFaqCategoryDto,
  CreateFaqItemDto,
  ReorderFaqCategoriesDto,
  ReorderFaqItemsDto,
  UpdateFaqCategoryDto,
  UpdateFaqItemDto,
} from './faq.requests.js';
import { AdminFaqCategoryDto, AdminFaqCategoryListDto, AdminFaqItemDto, AdminFaqItemListDto } from './faq.responses.js';
import { FaqService } from './faq.service.js';

const AUDITED = 'Recorded in the audit log; the public FAQ shows the change at once.';
const KeyParam = () => ApiParam({ name: 'key', example: 'shipping', description: 'The category’s key' });
const IdParam = () => ApiParam({ name: 'id', format: 'uuid', description: 'The question’s id' });
const CategoryNotFound = () =>
  ApiNotFoundResponse({ type: ErrorBodyDto, description: `FAQ_CATEGORY_NOT_FOUND, "${MESSAGES.FAQ_CATEGORY_NOT_FOUND}"` });
const ItemNotFound = () => ApiNotFoundResponse({ type: ErrorBodyDto, description: `FAQ_ITEM_NOT_FOUND, "${MESSAGES.FAQ_ITEM_NOT_FOUND}"` });
const Invalid = () => ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Field errors in `details`' });

/** Back-office FAQ: categories and questions in four languages, their order, publishing. Staff only, audited. */
@ApiTags('admin-faq')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/faq')
export class FaqAdminController {
  constructor(private readonly faq: FaqService) {}

  @Get('categories')
  @ApiOperation({ summary: 'Every FAQ category in order, with its names in every language and its number of questions' })
  @ApiOkResponse({ type: AdminFaqCategoryListDto })
  listFaqCategories(): Promise<AdminFaqCategoryListDto> {
    return this.faq.listCategories();
  }

  @Post('categories')
  @ApiOperation({ summary: 'Add an FAQ category', description: `Left without a position, it goes last. ${AUDITED}` })
  @ApiCreatedResponse({ type: AdminFaqCategoryDto })
  @Invalid()
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'FAQ_CATEGORY_KEY_TAKEN' })
  createFaqCategory(@Ctx() ctx: RequestContext, @Body() body: CreateFaqCategoryDto): Promise<AdminFaqCategoryDto> {
    return this.faq.createCategory(ctx, body);
  }

  @Put('categories/order')
  @ApiOperation({ summary: 'Reorder the FAQ categories', description: `Send every category’s key once, in the new order. ${AUDITED}` })
  @ApiOkResponse({ type: AdminFaqCategoryListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: `REORDER_MISMATCH, "${MESSAGES.REORDER_MISMATCH}"` })
  reorderFaqCategories(@Ctx() ctx: RequestContext, @Body() body: ReorderFaqCategoriesDto): Promise<AdminFaqCategoryListDto> {
    return this.faq.reorderCategories(ctx, body.keys);
  }

  @Patch('categories/:key')
  @KeyParam()
  @ApiOperation({ summary: 'Rename, re-key or move an FAQ category', description: AUDITED })
  @ApiOkResponse({ type: AdminFaqCategoryDto })
  @Invalid()
  @CategoryNotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'FAQ_CATEGORY_KEY_TAKEN' })
  updateFaqCategory(
    @Ctx() ctx: RequestContext,
    @Param('key') key: string,
    @Body() body: UpdateFaqCategoryDto,
  ): Promise<AdminFaqCategoryDto> {
    return this.faq.updateCategory(ctx, key, body);
  }

  @Delete('categories/:key')
  @HttpCode(HttpStatus.NO_CONTENT)
  @KeyParam()
  @ApiOperation({ summary: 'Delete an empty FAQ category', description: AUDITED })
  @ApiNoContentResponse({ description: 'Deleted' })
  @CategoryNotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: `FAQ_CATEGORY_NOT_EMPTY, "${MESSAGES.FAQ_CATEGORY_NOT_EMPTY}"` })
  deleteFaqCategory(@Ctx() ctx: RequestContext, @Param('key') key: string): Promise<void> {
    return this.faq.deleteCategory(ctx, key);
  }

  @Put('categories/:key/order')
  @KeyParam()
  @ApiOperation({
    summary: 'Reorder a category’s questions',
    description: `Send every question id of the category once, in the new order. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminFaqItemListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: `REORDER_MISMATCH, "${MESSAGES.REORDER_MISMATCH}"` })
  @CategoryNotFound()
  reorderFaqItems(@Ctx() ctx: RequestContext, @Param('key') key: string, @Body() body: ReorderFaqItemsDto): Promise<AdminFaqItemListDto> {
    return this.faq.reorderItems(ctx, key, body.ids);
  }

  @Get('items')
  @ApiOperation({
    summary: 'Every FAQ question, published or not, as written',
    description: 'By category order, then position. `category`: only that category’s.',
  })
  @ApiOkResponse({ type: AdminFaqItemListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'FAQ_UNKNOWN_CATEGORY' })
  listFaqItems(@Query() query: AdminFaqItemsQueryDto): Promise<AdminFaqItemListDto> {
    return this.faq.listItems(query);
  }

  @Get('items/:id')
  @IdParam()
  @ApiOperation({ summary: 'One FAQ question, as written' })
  @ApiOkResponse({ type: AdminFaqItemDto })
  @ItemNotFound()
  getFaqItem(@Param('id') id: string): Promise<AdminFaqItemDto> {
    return this.faq.getItem(id);
  }

  @Post('items')
  @ApiOperation({
    summary: 'Add an FAQ question',
    description: `English question and answer required; other languages may follow later (English shows meanwhile). ${AUDITED}`,
  })
  @ApiCreatedResponse({ type: AdminFaqItemDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Field errors in `details`; FAQ_UNKNOWN_CATEGORY' })
  createFaqItem(@Ctx() ctx: RequestContext, @Body() body: CreateFaqItemDto): Promise<AdminFaqItemDto> {
    return this.faq.createItem(ctx, body);
  }

  @Patch('items/:id')
  @IdParam()
  @ApiOperation({ summary: 'Edit, move, translate, publish or unpublish an FAQ question', description: AUDITED })
  @ApiOkResponse({ type: AdminFaqItemDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Field errors in `details`; FAQ_UNKNOWN_CATEGORY' })
  @ItemNotFound()
  updateFaqItem(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateFaqItemDto): Promise<AdminFaqItemDto> {
    return this.faq.updateItem(ctx, id, body);
  }

  @Delete('items/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @IdParam()
  @ApiOperation({ summary: 'Delete an FAQ question', description: AUDITED })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ItemNotFound()
  deleteFaqItem(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.faq.deleteItem(ctx, id);
  }
}
