import { Body, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiImageUpload, type ImageUpload, UploadedImages } from '../../common/uploads/uploaded-images.decorator.js';
import { ApiCreateWithImage, type CreateUpload, UploadedCreate, validatedCreate } from '../../common/uploads/uploaded-create.decorator.js';
import {
  AdminListQueryDto,
  AGENT_PHOTO_FIELD,
  CreateOfficeDto,
  CreateSupportAgentDto,
  UpdateOfficeDto,
  UpdateSupportAgentDto,
} from './offices.requests.js';
import { AdminOfficeDto, AdminOfficeListDto, AdminSupportAgentDto, AdminSupportAgentListDto } from './offices.responses.js';
import { OfficesAdminService } from './offices-admin.service.js';
import { ApiErrors, DeleteRoute, StaffController } from '../../common/api/route-docs.decorator.js';

/** An agent's fields as JSON are a few hundred bytes; this leaves room and no more. */
const AGENT_FORM_BYTES = 16 * 1024;
const AUDITED = 'Recorded in the audit log; the public pages and the footer show the change at once.';
const IdParam = () => ApiParam({ name: 'id', format: 'uuid' });
const Invalid = () => ApiErrors({ 400: 'Field errors in `details`' });
const OfficeNotFound = () => ApiErrors({ 404: `OFFICE_NOT_FOUND, "${MESSAGES.OFFICE_NOT_FOUND}"` });
const AgentNotFound = () => ApiErrors({ 404: `SUPPORT_AGENT_NOT_FOUND, "${MESSAGES.SUPPORT_AGENT_NOT_FOUND}"` });

/** Back-office office network (spec §2 Global office network). Staff only, audited. */
@StaffController('admin/offices', 'admin-offices')
export class OfficesAdminController {
  constructor(private readonly offices: OfficesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every office, active or not, by region and position' })
  @ApiOkResponse({ type: AdminOfficeListDto })
  @Invalid()
  listAdminOffices(@Query() query: AdminListQueryDto): Promise<AdminOfficeListDto> {
    return this.offices.listOffices(query);
  }

  @Get(':id')
  @IdParam()
  @ApiOperation({ summary: 'One office' })
  @ApiOkResponse({ type: AdminOfficeDto })
  @OfficeNotFound()
  getAdminOffice(@Param('id') id: string): Promise<AdminOfficeDto> {
    return this.offices.getOffice(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an office', description: `Left without a position, it goes last in its region. ${AUDITED}` })
  @ApiCreatedResponse({ type: AdminOfficeDto })
  @Invalid()
  createOffice(@Ctx() ctx: RequestContext, @Body() body: CreateOfficeDto): Promise<AdminOfficeDto> {
    return this.offices.createOffice(ctx, body);
  }

  @Patch(':id')
  @IdParam()
  @ApiOperation({ summary: 'Edit, move, activate or deactivate an office', description: AUDITED })
  @ApiOkResponse({ type: AdminOfficeDto })
  @Invalid()
  @OfficeNotFound()
  updateOffice(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateOfficeDto): Promise<AdminOfficeDto> {
    return this.offices.updateOffice(ctx, id, body);
  }

  @DeleteRoute(':id')
  @IdParam()
  @ApiOperation({ summary: 'Delete an office', description: AUDITED })
  @OfficeNotFound()
  deleteOffice(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.offices.deleteOffice(ctx, id);
  }
}

/** Back-office support agents of the WhatsApp widget (spec §2). Staff only, audited. */
@StaffController('admin/support-agents', 'admin-support-agents')
export class SupportAgentsAdminController {
  constructor(private readonly offices: OfficesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every support agent, active or not, in order' })
  @ApiOkResponse({ type: AdminSupportAgentListDto })
  @Invalid()
  listAdminSupportAgents(@Query() query: AdminListQueryDto): Promise<AdminSupportAgentListDto> {
    return this.offices.listAgents(query);
  }

  @Get(':id')
  @IdParam()
  @ApiOperation({ summary: 'One support agent' })
  @ApiOkResponse({ type: AdminSupportAgentDto })
  @AgentNotFound()
  getAdminSupportAgent(@Param('id') id: string): Promise<AdminSupportAgentDto> {
    return this.offices.getAgent(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a support agent, with their photo',
    description:
      'The WhatsApp number in international format (E.164), one agent per number. The photo as an https:// address ' +
      `(\`photoUrl\`), or uploaded with the agent (multipart): the agent and the photo are saved together or not at all. ${AUDITED}`,
  })
  @ApiCreateWithImage(CreateSupportAgentDto, AGENT_PHOTO_FIELD, 'the photo')
  @ApiCreatedResponse({ type: AdminSupportAgentDto })
  @ApiErrors({ 409: `SUPPORT_AGENT_WHATSAPP_TAKEN: another agent has this WhatsApp number` })
  async createSupportAgent(
    @Ctx() ctx: RequestContext,
    @UploadedCreate({ fileField: AGENT_PHOTO_FIELD, maxDataBytes: AGENT_FORM_BYTES }) upload: CreateUpload,
  ): Promise<AdminSupportAgentDto> {
    const { body, images } = await validatedCreate(upload, CreateSupportAgentDto);
    return this.offices.createAgent(ctx, body, images[0]);
  }

  @Patch(':id')
  @IdParam()
  @ApiOperation({ summary: 'Edit, move, activate or deactivate a support agent', description: AUDITED })
  @ApiOkResponse({ type: AdminSupportAgentDto })
  @Invalid()
  @AgentNotFound()
  @ApiErrors({ 409: `SUPPORT_AGENT_WHATSAPP_TAKEN: another agent has this WhatsApp number` })
  updateSupportAgent(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @Body() body: UpdateSupportAgentDto,
  ): Promise<AdminSupportAgentDto> {
    return this.offices.updateAgent(ctx, id, body);
  }

  @DeleteRoute(':id')
  @IdParam()
  @ApiOperation({ summary: 'Delete a support agent', description: AUDITED })
  @AgentNotFound()
  deleteSupportAgent(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.offices.deleteAgent(ctx, id);
  }

  @Post(':id/photo')
  @IdParam()
  @ApiOperation({
    summary: 'Upload the agent’s photo (replaces the previous one)',
    description:
      'multipart/form-data with one file in the field `photo`: JPG, PNG or WEBP, recognised by its bytes, at most 5 MB. ' +
      `Stored re-encoded as WEBP (metadata removed) with a thumbnail. ${AUDITED}`,
  })
  @ApiImageUpload(AGENT_PHOTO_FIELD)
  @ApiCreatedResponse({ type: AdminSupportAgentDto })
  @AgentNotFound()
  uploadSupportAgentPhoto(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @UploadedImages([AGENT_PHOTO_FIELD]) upload: ImageUpload,
  ): Promise<AdminSupportAgentDto> {
    return this.offices.uploadAgentPhoto(ctx, id, upload);
  }
}
