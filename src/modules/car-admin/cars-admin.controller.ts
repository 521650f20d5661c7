import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, type StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ApiImageUpload, type ImageUpload, UploadedImages } from '../../common/uploads/uploaded-images.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { MAX_FILES_PER_UPLOAD } from '../../common/uploads/upload-errors.js';
import {
  AdminCarExportQueryDto,
  AdminCarListQueryDto,
  AuctionSheetInputDto,
  BulkCarActionDto,
  ChangeCarStatusDto,
  CreateCarDto,
  ReorderImagesDto,
  UpdateCarDto,
} from './cars-admin.requests.js';
import { MAX_BULK_CARS } from './car-bulk-rules.js';
import { CAR_STATUSES } from '../cars/car.entity.js';
import { CAR_MACHINE } from '../cars/car-rules.js';
import { CarBulkService } from './car-bulk.service.js';
import { AdminCarDto, AdminCarListDto, BulkCarActionResultDto, CarDeletedDto } from './cars-admin.responses.js';
import { CAR_IMAGE_FIELDS, CarGalleryService, MAX_CAR_IMAGES } from './car-gallery.service.js';
import { CarAdminListService } from './car-admin-list.service.js';
import { CarsAdminService } from './cars-admin.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, CAPPED_LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

const RefParam = () => ApiParam({ name: 'ref', example: 'AB1234567', description: 'The car’s stock id (case-insensitive)' });
const NotFound = () => ApiErrors({ 404: '"Product not found!" (unknown stock id)' });
/** The staff moves of the car state machine, as the status route's documentation lists them. */
const STAFF_MOVES = CAR_STATUSES.map((from) => [from, CAR_MACHINE.targets(from, 'staff')] as const)
  .filter(([, to]) => to.length > 0)
  .map(([from, to]) => `${from} → ${to.join(', ')}`)
  .join('; ');

const AUDITED = 'Recorded in the audit log with the changed fields before and after.';

/** Back-office car inventory (spec §2 admin Car inventory: add, edit), with statuses and galleries. */
@StaffController('admin/cars', 'admin-cars')
export class CarsAdminController {
  constructor(
    private readonly cars: CarsAdminService,
    private readonly list: CarAdminListService,
    private readonly gallery: CarGalleryService,
    private readonly bulk: CarBulkService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List cars in every status',
    description:
      'Staff only; prices included. Filters combine: the catalogue’s own (`make`, `model`, `yearMin`/`yearMax`, `priceMin`/`priceMax`, ' +
      '`mileageMin`/`mileageMax`, `engineMin`/`engineMax`, `steering`, `fuel`, `transmission`, `drive`, `bodyType`, `category`, `color`, ' +
      '`location` (stock port), `country`, `q`: a part of the stock id, chassis number, model or make) over every status, plus ' +
      '`status` (one or several, comma-separated) and `createdFrom`/`createdTo`. `sort`: createdAt (default newest first), price, ' +
      'year, mileage, stockId or status, "-" for descending. On a very large inventory a broad filter’s total is the planner’s ' +
      'estimate (`totalIsEstimate`).',
  })
  @ApiOkResponse({ type: AdminCarListDto })
  @ApiErrors({ 400: '' })
  listAdminCars(@Query() query: AdminCarListQueryDto): Promise<AdminCarListDto> {
    return this.list.list(query);
  }

  @Post('bulk/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview a bulk action on cars, changing nothing',
    description:
      `Up to ${MAX_BULK_CARS} stock ids and one action: \`set_status\` (with \`status\`; each car through the same rules and ` +
      'messages as PATCH /api/admin/cars/{ref}/status) or `change_price` (with `percent`, a decimal from -90 to 100: the FOB ' +
      'price times (100 + percent) / 100, rounded half-up to the cent). Answers each car’s before and after, or its error.',
  })
  @ApiOkResponse({ type: BulkCarActionResultDto })
  @ApiErrors({ 400: '' })
  previewBulkCarAction(@Body() body: BulkCarActionDto): Promise<BulkCarActionResultDto> {
    return this.bulk.preview(body);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Apply a bulk action on cars',
    description:
      'As the preview, in one transaction: the cars that may change change, each with its own audit entry (as a single change ' +
      'writes it); those that may not are left as they are and listed with their error. Cached catalogue answers refresh.',
  })
  @ApiOkResponse({ type: BulkCarActionResultDto })
  @ApiErrors({ 400: '' })
  applyBulkCarAction(@Ctx() ctx: RequestContext, @Body() body: BulkCarActionDto): Promise<BulkCarActionResultDto> {
    return this.bulk.apply(ctx, body);
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
  @ApiErrors({ 400: 'A field is missing or invalid, or the make is unknown (`UNKNOWN_MAKE`)', 409: '`STOCK_ID_TAKEN`' })
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
  @ApiErrors({ 400: '' })
  @NotFound()
  @ApiErrors({ 409: '`STOCK_ID_TAKEN`' })
  updateCar(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: UpdateCarDto): Promise<AdminCarDto> {
    return this.cars.update(ctx, ref, body);
  }

  @Put(':ref/auction-sheet')
  @RefParam()
  @ApiOperation({
    summary: 'Add or replace a car’s auction sheet',
    description: `The whole sheet: auction house, date, grades, tyre condition, total evaluation, damages, notes, translated details. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiErrors({ 400: '' })
  @NotFound()
  putCarAuctionSheet(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: AuctionSheetInputDto): Promise<AdminCarDto> {
    return this.cars.update(ctx, ref, { auctionSheet: body });
  }

  @Delete(':ref/auction-sheet')
  @RefParam()
  @ApiOperation({ summary: 'Remove a car’s auction sheet', description: `Nothing happens when it has none. ${AUDITED}` })
  @ApiOkResponse({ type: AdminCarDto })
  @NotFound()
  deleteCarAuctionSheet(@Ctx() ctx: RequestContext, @Param('ref') ref: string): Promise<AdminCarDto> {
    return this.cars.update(ctx, ref, { auctionSheet: null });
  }

  @Patch(':ref/status')
  @RefParam()
  @ApiOperation({
    summary: 'Change a car’s status',
    description:
      `Allowed (the car state machine): ${STAFF_MOVES}. Anything else is a 409 ` +
      '(`INVALID_STATUS_TRANSITION`); reserving a reserved car answers "This car is already reserved!" (`CAR_ALREADY_RESERVED`). ' +
      'A car that belongs to an order changes only with the order (409 `CAR_FOLLOWS_ORDER`). `withdrawn` takes a car off ' +
      'sale: hidden from the public catalogue like a sold car, and never reserved until it is made `available` again. ' +
      AUDITED,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiErrors({ 400: '' })
  @NotFound()
  @ApiErrors({ 409: 'The transition is not allowed' })
  changeCarStatus(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Body() body: ChangeCarStatusDto): Promise<AdminCarDto> {
    return this.cars.changeStatus(ctx, ref, body.status);
  }

  @Delete(':ref')
  @RefParam()
  @ApiOperation({
    summary: 'Delete a car',
    description:
      'Only an `available`, `ready_to_ship` or `withdrawn` car: reserved, sold, in-transit and released cars have customers, ' +
      'orders or documents hanging on them (409 `CAR_NOT_DELETABLE`), and a car an order ever held stays with its history ' +
      `(409 \`CAR_IN_USE\`). The gallery files are removed too. ${AUDITED}`,
  })
  @ApiOkResponse({ type: CarDeletedDto })
  @NotFound()
  @ApiErrors({ 409: '`CAR_NOT_DELETABLE` or `CAR_IN_USE`' })
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
  @ApiErrors({ 409: '`TOO_MANY_IMAGES`' })
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
  @ApiErrors({ 400: '' })
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
  @ApiErrors({ 404: '"Product not found!" or "Image not found."' })
  deleteCarImage(@Ctx() ctx: RequestContext, @Param('ref') ref: string, @Param('imageId') imageId: string): Promise<AdminCarDto> {
    return this.gallery.deleteImage(ctx, ref, imageId);
  }
}

/** GET /api/admin/cars.csv: beside the list's own path, so it lives on the `admin` prefix. */
@StaffController('admin', 'admin-cars')
export class CarsAdminExportController {
  constructor(private readonly list: CarAdminListService) {}

  @CsvExportRoute('cars.csv', {
    summary: 'Export the filtered cars as CSV',
    description: CAPPED_LIST_EXPORT,
  })
  exportAdminCars(@Query() query: AdminCarExportQueryDto): Promise<StreamableFile> {
    return this.list.exportCsv(query);
  }
}
