import { Body, Get, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ApiImageUpload, type ImageUpload, UploadedImages } from '../../common/uploads/uploaded-images.decorator.js';
import { ApiCreateWithImage, type CreateUpload, UploadedCreate, validatedCreate } from '../../common/uploads/uploaded-create.decorator.js';
import {
  AdminMakeDto,
  AdminMakeListDto,
  AdminMakeListQueryDto,
  ChangeMakeStatusDto,
  CreateMakeDto,
  MAKE_IMAGE_FIELD,
  UpdateMakeDto,
} from './makes.dto.js';
import { MakesService } from './makes.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

const SlugParam = () => ApiParam({ name: 'slug', example: 'toyota', description: 'The make’s slug' });
const NotFound = () => ApiErrors({ 404: '"Make not found."' });
const Taken = () => ApiErrors({ 409: '`MAKE_SLUG_TAKEN` or `MAKE_TITLE_TAKEN`: another make has this slug or title' });
const AUDITED = 'Recorded in the audit log.';
/** A make's fields as JSON: a 2,000-character description is at most 8 KB of UTF-8, escaped. */
const MAKE_FORM_BYTES = 32 * 1024;

/** The makes as CSV: /api/admin/makes.csv sits beside /api/admin/makes (a `:slug` route would otherwise take it). */
@StaffController('admin', 'admin-makes')
export class MakesExportController {
  constructor(private readonly makes: MakesService) {}

  @CsvExportRoute('makes.csv', {
    summary: 'Export the filtered makes as CSV',
    description: "The same filters and sort as GET /api/admin/makes, every page. Cells a spreadsheet would run as formulas start with '.",
  })
  exportMakes(@Query() query: AdminMakeListQueryDto): Promise<StreamableFile> {
    return this.makes.exportCsv(query);
  }
}

/** Back-office car makes (spec §2 admin Car makes: add, edit, upload image, active or inactive). */
@StaffController('admin/makes', 'admin-makes')
export class MakesAdminController {
  constructor(private readonly makes: MakesService) {}

  @Get()
  @ApiOperation({
    summary: 'Every make, active and inactive, by title',
    description:
      'Staff only. `q` searches title and slug. `sort`: title (default), slug, createdAt or updatedAt, "-" first for descending.',
  })
  @ApiOkResponse({ type: AdminMakeListDto })
  @ApiErrors({ 400: '' })
  listAdminMakes(@Query() query: AdminMakeListQueryDto): Promise<AdminMakeListDto> {
    return this.makes.listAdmin(query);
  }

  @Get(':slug')
  @SlugParam()
  @ApiOperation({ summary: 'One make, active or not' })
  @ApiOkResponse({ type: AdminMakeDto })
  @NotFound()
  getAdminMake(@Param('slug') slug: string): Promise<AdminMakeDto> {
    return this.makes.getAdmin(slug);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a make, with its image',
    description:
      'The slug is derived from the title when left out; the title and the slug are each one make’s only. The image may ' +
      `come with the make (multipart): the make and its image are saved together or not at all. ${AUDITED}`,
  })
  @ApiCreateWithImage(CreateMakeDto, MAKE_IMAGE_FIELD, 'the image')
  @ApiCreatedResponse({ type: AdminMakeDto })
  @Taken()
  async createMake(
    @Ctx() ctx: RequestContext,
    @UploadedCreate({ fileField: MAKE_IMAGE_FIELD, maxDataBytes: MAKE_FORM_BYTES }) upload: CreateUpload,
  ): Promise<AdminMakeDto> {
    const { body, images } = await validatedCreate(upload, CreateMakeDto);
    return this.makes.create(ctx, body, images[0]);
  }

  @Patch(':slug')
  @SlugParam()
  @ApiOperation({ summary: 'Edit a make’s title, slug or description', description: AUDITED })
  @ApiOkResponse({ type: AdminMakeDto })
  @ApiErrors({ 400: '' })
  @NotFound()
  @Taken()
  updateMake(@Ctx() ctx: RequestContext, @Param('slug') slug: string, @Body() body: UpdateMakeDto): Promise<AdminMakeDto> {
    return this.makes.update(ctx, slug, body);
  }

  @Patch(':slug/status')
  @SlugParam()
  @ApiOperation({ summary: 'Activate or deactivate a make', description: `An inactive make is hidden from GET /api/makes. ${AUDITED}` })
  @ApiOkResponse({ type: AdminMakeDto })
  @ApiErrors({ 400: '' })
  @NotFound()
  changeMakeStatus(@Ctx() ctx: RequestContext, @Param('slug') slug: string, @Body() body: ChangeMakeStatusDto): Promise<AdminMakeDto> {
    return this.makes.setActive(ctx, slug, body.active);
  }

  @Post(':slug/image')
  @SlugParam()
  @ApiOperation({
    summary: 'Upload the make’s image (replaces the previous one)',
    description:
      'multipart/form-data with one file in the field `image`: JPG, PNG or WEBP, recognised by its bytes (not its name ' +
      'or declared type), at most 5 MB. It is stored re-encoded as WEBP (at most 1600 px, metadata removed) with a ' +
      `thumbnail for list views. ${AUDITED}`,
  })
  @ApiImageUpload(MAKE_IMAGE_FIELD)
  @ApiCreatedResponse({ type: AdminMakeDto })
  @NotFound()
  uploadMakeImage(
    @Ctx() ctx: RequestContext,
    @Param('slug') slug: string,
    @UploadedImages([MAKE_IMAGE_FIELD]) upload: ImageUpload,
  ): Promise<AdminMakeDto> {
    return this.makes.uploadImage(ctx, slug, upload);
  }
}
