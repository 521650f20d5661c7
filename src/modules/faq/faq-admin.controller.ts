import { Body, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
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
import { ApiErrors, DeleteRoute, StaffController } from '../../common/api/route-docs.decorator.js';

const AUDITED = 'Recorded in the audit log; the public FAQ shows the change at once.';
const KeyParam = () => ApiParam({ name: 'key', example: 'shipping', description: 'The category’s key' });
const IdParam = () => ApiParam({ name: 'id', format: 'uuid', description: 'The question’s id' });
const CategoryNotFound = () => ApiErrors({ 404: `FAQ_CATEGORY_NOT_FOUND, "${MESSAGES.FAQ_CATEGORY_NOT_FOUND}"` });
const ItemNotFound = () => ApiErrors({ 404: `FAQ_ITEM_NOT_FOUND, "${MESSAGES.FAQ_ITEM_NOT_FOUND}"` });
const Invalid = () => ApiErrors({ 400: 'Field errors in `details`' });

/** Back-office FAQ: categories and questions in four languages, their order, publishing. Staff only, audited. */
@StaffController('admin/faq', 'admin-faq')
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
  @ApiErrors({ 409: 'FAQ_CATEGORY_KEY_TAKEN' })
  createFaqCategory(@Ctx() ctx: RequestContext, @Body() body: CreateFaqCategoryDto): Promise<AdminFaqCategoryDto> {
    return this.faq.createCategory(ctx, body);
  }

  @Put('categories/order')
  @ApiOperation({ summary: 'Reorder the FAQ categories', description: `Send every category’s key once, in the new order. ${AUDITED}` })
  @ApiOkResponse({ type: AdminFaqCategoryListDto })
  @ApiErrors({ 400: `REORDER_MISMATCH, "${MESSAGES.REORDER_MISMATCH}"` })
  reorderFaqCategories(@Ctx() ctx: RequestContext, @Body() body: ReorderFaqCategoriesDto): Promise<AdminFaqCategoryListDto> {
    return this.faq.reorderCategories(ctx, body.keys);
  }

  @Patch('categories/:key')
  @KeyParam()
  @ApiOperation({ summary: 'Rename, re-key or move an FAQ category', description: AUDITED })
  @ApiOkResponse({ type: AdminFaqCategoryDto })
  @Invalid()
  @CategoryNotFound()
  @ApiErrors({ 409: 'FAQ_CATEGORY_KEY_TAKEN' })
  updateFaqCategory(
    @Ctx() ctx: RequestContext,
    @Param('key') key: string,
    @Body() body: UpdateFaqCategoryDto,
  ): Promise<AdminFaqCategoryDto> {
    return this.faq.updateCategory(ctx, key, body);
  }

  @DeleteRoute('categories/:key')
  @KeyParam()
  @ApiOperation({ summary: 'Delete an empty FAQ category', description: AUDITED })
  @CategoryNotFound()
  @ApiErrors({ 409: `FAQ_CATEGORY_NOT_EMPTY, "${MESSAGES.FAQ_CATEGORY_NOT_EMPTY}"` })
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
  @ApiErrors({ 400: `REORDER_MISMATCH, "${MESSAGES.REORDER_MISMATCH}"` })
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
  @ApiErrors({ 400: 'FAQ_UNKNOWN_CATEGORY' })
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
  @ApiErrors({ 400: 'Field errors in `details`; FAQ_UNKNOWN_CATEGORY' })
  createFaqItem(@Ctx() ctx: RequestContext, @Body() body: CreateFaqItemDto): Promise<AdminFaqItemDto> {
    return this.faq.createItem(ctx, body);
  }

  @Patch('items/:id')
  @IdParam()
  @ApiOperation({ summary: 'Edit, move, translate, publish or unpublish an FAQ question', description: AUDITED })
  @ApiOkResponse({ type: AdminFaqItemDto })
  @ApiErrors({ 400: 'Field errors in `details`; FAQ_UNKNOWN_CATEGORY' })
  @ItemNotFound()
  updateFaqItem(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateFaqItemDto): Promise<AdminFaqItemDto> {
    return this.faq.updateItem(ctx, id, body);
  }

  @DeleteRoute('items/:id')
  @IdParam()
  @ApiOperation({ summary: 'Delete an FAQ question', description: AUDITED })
  @ItemNotFound()
  deleteFaqItem(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.faq.deleteItem(ctx, id);
  }
}
