import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CONSIGNEE_LIMIT_MESSAGE } from './consignee-rules.js';
import {
  ConsigneeDeletedDto,
  ConsigneeListDto,
  ConsigneeResponseDto,
  CreateConsigneeDto,
  toConsigneeResponse,
  UpdateConsigneeDto,
} from './consignees.dto.js';
import { ConsigneesService } from './consignees.service.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The consignee id', example: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.CONSIGNEE_NOT_FOUND}" (also for another user's consignee)` });

@ApiTags('consignees')
@ApiSignedIn()
@Controller('user/consignees')
export class ConsigneesController {
  constructor(private readonly consignees: ConsigneesService) {}

  @Get()
  @ApiOperation({ summary: 'My consignees: the permanent one first, then the newest' })
  @ApiOkResponse({ type: ConsigneeListDto })
  listMyConsignees(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<ConsigneeListDto> {
    return this.consignees.list(me.id, query.page, query.limit);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a consignee and its notify party',
    description: 'With sameAsConsignee the notify party is copied from the consignee. With permanent, it becomes the only permanent one.',
  })
  @ApiCreatedResponse({ type: ConsigneeResponseDto })
  @ApiErrors({ 400: 'Missing or invalid fields, listed in details', 409: `"${CONSIGNEE_LIMIT_MESSAGE}"` })
  async createConsignee(@CurrentUser() me: AuthUser, @Body() body: CreateConsigneeDto): Promise<ConsigneeResponseDto> {
    return toConsigneeResponse(await this.consignees.create(me.id, body));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my consignees' })
  @ID_PARAM
  @ApiOkResponse({ type: ConsigneeResponseDto })
  @NOT_FOUND
  async getConsignee(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<ConsigneeResponseDto> {
    return toConsigneeResponse(await this.consignees.get(me.id, id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change one of my consignees: send only the fields that change; an empty string clears an optional field' })
  @ID_PARAM
  @ApiOkResponse({ type: ConsigneeResponseDto })
  @ApiErrors({ 400: 'Missing or invalid fields, listed in details' })
  @NOT_FOUND
  async updateConsignee(
    @CurrentUser() me: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateConsigneeDto,
  ): Promise<ConsigneeResponseDto> {
    return toConsigneeResponse(await this.consignees.update(me.id, id, body));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete one of my consignees' })
  @ID_PARAM
  @ApiOkResponse({ type: ConsigneeDeletedDto, description: `"${MESSAGES.CONSIGNEE_DELETED}"` })
  @NOT_FOUND
  async deleteConsignee(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<ConsigneeDeletedDto> {
    await this.consignees.remove(me.id, id);
    return { message: MESSAGES.CONSIGNEE_DELETED };
  }
}
