import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { StaffOnly } from '../../../common/auth/roles.decorator.js';
import { ErrorBodyDto } from '../../../common/errors/error-body.js';
import { ReqMeta, type RequestMeta } from '../../../common/request-meta.js';
import { MAX_FILES_PER_UPLOAD } from '../../../common/uploads/upload-errors.js';
import {
  AdminCarDto,
  AdminCarListDto,
  AdminCarListQueryDto,
  CarDeletedDto,
  ChangeCarStatusDto,
  CreateCarDto,
  ReorderImagesDto,
  UpdateCarDto,
} from './cars-admin.dto.js';
import { CAR_IMAGE_FIELDS, CarsAdminService, MAX_CAR_IMAGES } from './cars-admin.service.js';

export const CAR_DELETED = 'Car deleted successfully';

const RefParam = () => ApiParam({ name: 'ref', example: 'AB1234567', description: 'The car’s stock id (case-insensitive)' });
const NotFound = () => ApiNotFoundResponse({ type: ErrorBodyDto, description: '"Product not found!" (unknown stock id)' });
const AUDITED = 'Recorded in the audit log with the changed fields before and after.';

/** Back-office car inventory (spec §2 admin Car inventory: add, edit), with statuses and galleries. */
@ApiTags('admin-cars')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/cars')
export class CarsAdminController {
  constructor(private readonly cars: CarsAdminService) {}

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
  createCar(@CurrentUser() me: AuthUser, @Body() body: CreateCarDto, @ReqMeta() meta: RequestMeta): Promise<AdminCarDto> {
    return this.cars.create(me, body, meta);
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
  updateCar(
    @CurrentUser() me: AuthUser,
    @Param('ref') ref: string,
    @Body() body: UpdateCarDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<AdminCarDto> {
    return this.cars.update(me, ref, body, meta);
  }

  @Patch(':ref/status')
  @RefParam()
  @ApiOperation({
    summary: 'Change a car’s status',
    description:
      'Allowed: available → ready_to_ship, reserved, sold; ready_to_ship → available, reserved, sold; reserved → available, ' +
      'ready_to_ship, sold; sold → in_transit, available; in_transit → released. Anything else is a 409 ' +
      '(`INVALID_STATUS_TRANSITION`); reserving a reserved car answers "This car is already reserved!" (`CAR_ALREADY_RESERVED`). ' +
      AUDITED,
  })
  @ApiOkResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The transition is not allowed' })
  changeCarStatus(
    @CurrentUser() me: AuthUser,
    @Param('ref') ref: string,
    @Body() body: ChangeCarStatusDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<AdminCarDto> {
    return this.cars.changeStatus(me, ref, body.status, meta);
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
  async deleteCar(@CurrentUser() me: AuthUser, @Param('ref') ref: string, @ReqMeta() meta: RequestMeta): Promise<CarDeletedDto> {
    await this.cars.delete(me, ref, meta);
    return { message: CAR_DELETED };
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
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [CAR_IMAGE_FIELDS[0]],
      properties: { [CAR_IMAGE_FIELDS[0]]: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiCreatedResponse({ type: AdminCarDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No image, or a damaged file (`INVALID_IMAGE`)' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: '"The image is larger than 5 MB.", or too many files' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: '"Only JPG, PNG or WEBP images are accepted.", or not multipart' })
  @NotFound()
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`TOO_MANY_IMAGES`' })
  addCarImages(
    @CurrentUser() me: AuthUser,
    @Param('ref') ref: string,
    @Req() request: FastifyRequest,
    @ReqMeta() meta: RequestMeta,
  ): Promise<AdminCarDto> {
    return this.cars.addImages(me, ref, request, meta);
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
  reorderCarImages(
    @CurrentUser() me: AuthUser,
    @Param('ref') ref: string,
    @Body() body: ReorderImagesDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<AdminCarDto> {
    return this.cars.reorderImages(me, ref, body.imageIds, meta);
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
  deleteCarImage(
    @CurrentUser() me: AuthUser,
    @Param('ref') ref: string,
    @Param('imageId') imageId: string,
    @ReqMeta() meta: RequestMeta,
  ): Promise<AdminCarDto> {
    return this.cars.deleteImage(me, ref, imageId, meta);
  }
}
