import { Body, Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { CarRequestsExportQueryDto, CarRequestsQueryDto, HandleCarRequestDto } from './car-requests.requests.js';
import { CarRequestDto, CarRequestListDto } from './car-requests.responses.js';
import { CarRequestsService } from './car-requests.service.js';
import { ApiErrors, PostAction } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', description: 'The request’s id (a UUID)', example: '6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.CAR_REQUEST_NOT_FOUND}"` });

/** The back office's car requests: list, details, mark handled with the car offered. */
@ApiTags('admin-car-requests')
@ApiSignedIn()
@StaffOnly()
// One prefix for the list and its sibling export, `/api/admin/car-requests.csv`.
@Controller('admin')
export class CarRequestsAdminController {
  constructor(private readonly carRequests: CarRequestsService) {}

  @Get('car-requests')
  @ApiOperation({
    summary: 'List car requests, newest first',
    description:
      '`status`: open or handled; `q`: reference, name, email, make or model; `from`/`to`: when sent; `sort`: createdAt, status or make.',
  })
  @ApiOkResponse({ type: CarRequestListDto })
  @ApiErrors({ 400: '' })
  listCarRequests(@Query() query: CarRequestsQueryDto): Promise<CarRequestListDto> {
    return this.carRequests.list(query);
  }

  @CsvExportRoute('car-requests.csv', {
    summary: 'Export the filtered car requests as CSV',
    description: LIST_EXPORT,
  })
  exportCarRequests(@Query() query: CarRequestsExportQueryDto): Promise<StreamableFile> {
    return this.carRequests.exportCsv(query);
  }

  @Get('car-requests/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'A car request' })
  @ApiOkResponse({ type: CarRequestDto })
  @NOT_FOUND
  getCarRequest(@Param('id') id: string): Promise<CarRequestDto> {
    return this.carRequests.get(id);
  }

  @PostAction('car-requests/:id/handle')
  @ID_PARAM
  @ApiOperation({
    summary: 'Mark a car request handled, with the car offered',
    description: 'The car by its stock id, a car in the catalogue; an optional note. The customer is emailed the car’s link. Audited.',
  })
  @ApiOkResponse({ type: CarRequestDto })
  @ApiErrors({
    400: '"Stock id is required", a note over 1,000 characters',
    404: `"${MESSAGES.CAR_REQUEST_NOT_FOUND}"; an unknown (or sold) car: "${MESSAGES.PRODUCT_NOT_FOUND}"`,
    409: `"${MESSAGES.CAR_REQUEST_ALREADY_HANDLED}"`,
  })
  handleCarRequest(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: HandleCarRequestDto): Promise<CarRequestDto> {
    return this.carRequests.handle(ctx, id, body);
  }
}
