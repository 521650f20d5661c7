import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../../common/errors/error-body.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { ApiImageUpload, type ImageUpload, UploadedImages } from '../../../common/uploads/uploaded-images.decorator.js';
import { MESSAGES } from '../../../common/errors/messages.js';
import { MAX_FILES_PER_UPLOAD } from '../../../common/uploads/upload-errors.js';
import { AdminCarListQueryDto, ChangeCarStatusDto, CreateCarDto, ReorderImagesDto, UpdateCarDto } from './cars-admin.requests.js';
import { AdminCarDto, AdminCarListDto, CarDeletedDto } from './cars-admin.responses.js';
import { CAR_IMAGE_FIELDS, CarGalleryService, MAX_CAR_IMAGES } from './car-gallery.service.js';
import { CarsAdminService } from './cars-admin.service.js';

const RefParam = () => ApiParam({ name: 'ref', example: 'AB1234567', description: 'The car’s stock id (case-insensitive)' });
const NotFound = () => ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Product not found!" (unknown stock id)' });
const AUDITED = 'Recorded in the audit log with the changed fields before and after.';

/** Back-office car inventory (spec §2 admin Car inventory: add, edit), with statuses and galleries. */
@ApiTags('admin-cars')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/cars')
export class CarsAdminController {
  constructor(
    private readonly cars: CarsAdminService,
    private readonly gallery: CarGalleryService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List cars in every status, newest first',
    description:
      'Staff only; prices included. Filters combine: `status` (one or several, comma-separated), `make` (slug), `q` (stock id, chassis number, model).',
  })
  @ApiOkResponse({ type: AdminCarListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listAdminCars(@Query() query: AdminCarListQueryDto): Promise<AdminCarListDto> {
    return this.cars.list(query);
  }

  @Get(':ref')
  @RefParam()
  @ApiOperation({ summary: 'One car with its gallery and auction sheet' })
  @ApiOkResponse({ type: AdminCarDto })
  @NotFound()
  getAdminCar(@Param('ref') ref: string): Promise<AdminCarDto> {
    return this.cars.get(ref);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a car',
    description:
      'The car starts `available`. Without `stockId` an unused one in the AB1234567 format is generated. The volume is ' +
      `computed from the dimensions. Prices and dimensions are decimal strings. ${AUDITED}`,
  })
  @ApiCreatedResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid, or the make is unknown (`UNKNOWN_MAKE`)' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`STOCK_ID_TAKEN`' })
  createCar(@Ctx() ctx: RequestContext, @Body() body: CreateCarDto): Promise<AdminCarDto> {
    return this.cars.create(ctx, body);
  }

  @Patch(':ref')
  @RefParam()
  @ApiOperation({
    summary: 'Edit any field of a car',
    description: `Fields left out stay as they are. \`auctionSheet\` replaces the whole sheet; null removes it. The status has its own route. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`STOCK_ID_TAKEN`' })
  updateCar(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: UpdateCarDto): Promise<AdminCarDto> {
    return this.cars.update(ctx, ref, body);
  }

  @Patch(':ref/status')
  @RefParam()
  @ApiOperation({
    summary: 'Change a car’s status',
    description:
      'Allowed: available → ready_to_ship, reserved, sold; ready_to_ship → available, reserved, sold; reserved → available, ' +
      'ready_to_ship, sold; sold → in_transit, available; in_transit → released. Anything else is a 409 ' +
      '(`INVALID_STATUS_TRANSITION`); reserving a reserved car answers "This car is already reserved!" (`CAR_ALREADY_RESERVED`). ' +
      'A car that belongs to an order changes only with the order (409 `CAR_FOLLOWS_ORDER`). ' +
      AUDITED,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The transition is not allowed' })
  changeCarStatus(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: ChangeCarStatusDto): Promise<AdminCarDto> {
    return this.cars.changeStatus(ctx, ref, body.status);
  }

  @Delete(':ref')
  @RefParam()
  @ApiOperation({
    summary: 'Delete a car',
    description:
      'Only an `available` or `ready_to_ship` car: reserved, sold, in-transit and released cars have customers, orders or ' +
      `documents hanging on them (409 \`CAR_NOT_DELETABLE\`). The gallery files are removed too. ${AUDITED}`,
  })
  @ApiOkResponse({ type: CarDeletedDto })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`CAR_NOT_DELETABLE` or `CAR_IN_USE`' })
  async deleteCar(@Ctx() ctx: RequestContext, @Param('ref') ref: string): Promise<CarDeletedDto> {
    await this.cars.delete(ctx, ref);
    return { message: MESSAGES.CAR_DELETED };
  }

  @Post(':ref/images')
  @RefParam()
  @ApiOperation({
    summary: 'Add images to a car’s gallery',
    description:
      `multipart/form-data with up to ${MAX_FILES_PER_UPLOAD} files in the field \`images\`, appended in the order sent ` +
      `(a gallery holds at most ${MAX_CAR_IMAGES}). Each must be a JPG, PNG or WEBP — recognised by its bytes, not its ` +
      'name or declared type — of at most 5 MB; one bad file refuses the whole request and nothing is stored. Images are ' +
      're-encoded as WEBP (at most 1600 px, metadata removed) with a thumbnail for list views. The first image of the ' +
      `gallery is the car’s featured image. ${AUDITED}`,
  })
  @ApiImageUpload(CAR_IMAGE_FIELDS[0], { many: true })
  @ApiCreatedResponse({ type: AdminCarDto })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`TOO_MANY_IMAGES`' })
  addCarImages(
    @Ctx() ctx: RequestContext,
    @Param('ref') ref: string,
    @UploadedImages(CAR_IMAGE_FIELDS) upload: ImageUpload,
  ): Promise<AdminCarDto> {
    return this.gallery.addImages(ctx, ref, upload);
  }

  @Put(':ref/images/order')
  @RefParam()
  @ApiOperation({
    summary: 'Reorder a car’s gallery',
    description: `\`imageIds\` must list every image id of the car exactly once (400 \`INVALID_IMAGE_ORDER\`); the first becomes the featured image. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @NotFound()
  reorderCarImages(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: ReorderImagesDto): Promise<AdminCarDto> {
    return this.gallery.reorderImages(ctx, ref, body.imageIds);
  }

  @Delete(':ref/images/:imageId')
  @RefParam()
  @ApiParam({ name: 'imageId', example: '1042' })
  @ApiOperation({
    summary: 'Remove an image from a car’s gallery',
    description: `The files are removed; the next image moves up. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Product not found!" or "Image not found."' })
  deleteCarImage(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Param('imageId') imageId: string): Promise<AdminCarDto> {
    return this.gallery.deleteImage(ctx, ref, imageId);
  }
}
