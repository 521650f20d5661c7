import { Body, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import {
  CreateFreightRateDto,
  CreatePriceChargeDto,
  FreightRatesQueryDto,
  PutInspectionFeeDto,
  UpdateFreightRateDto,
  UpdatePriceChargeDto,
} from './price-calculator.requests.js';
import {
  AdminFreightRateDto,
  AdminFreightRateListDto,
  AdminInspectionFeeDto,
  AdminInspectionFeeListDto,
  AdminPriceChargeDto,
  AdminPriceChargeListDto,
} from './price-calculator.responses.js';
import { PriceTablesService } from './price-tables.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

const ID = ApiParam({ name: 'id', format: 'uuid' });
const COUNTRY = ApiParam({ name: 'country', example: 'KE', description: 'ISO 3166-1 alpha-2' });
const FREIGHT_NOT_FOUND = ApiErrors({ 404: `FREIGHT_RATE_UNKNOWN, "${MESSAGES.FREIGHT_RATE_UNKNOWN}"` });
const CHARGE_NOT_FOUND = ApiErrors({ 404: `PRICE_CHARGE_NOT_FOUND, "${MESSAGES.PRICE_CHARGE_NOT_FOUND}"` });

/** The price calculator's tables, as staff edit them (issue 11). Every change is audited. */
@StaffController('admin/price-calculator', 'admin-price-calculator')
export class PriceCalculatorAdminController {
  constructor(private readonly tables: PriceTablesService) {}

  @Get('freight-rates')
  @ApiOperation({ summary: 'Freight rates by country, port and method', description: '`country`: one country’s only.' })
  @ApiOkResponse({ type: AdminFreightRateListDto })
  @ApiErrors({ 400: '' })
  listFreightRates(@Query() query: FreightRatesQueryDto): Promise<AdminFreightRateListDto> {
    return this.tables.listFreightRates(query);
  }

  @CsvExportRoute('freight-rates.csv', {
    summary: 'Export the freight rates as CSV',
    description: 'The same `country` filter as the list, every page.',
  })
  exportFreightRates(@Query() query: FreightRatesQueryDto): Promise<StreamableFile> {
    return this.tables.exportFreightRatesCsv(query);
  }

  @Post('freight-rates')
  @ApiOperation({ summary: 'Add a freight rate', description: 'One per country, port (any case) and method.' })
  @ApiCreatedResponse({ type: AdminFreightRateDto })
  @ApiErrors({ 400: 'Invalid fields, FREIGHT_RATE_PRICE_REQUIRED', 409: 'FREIGHT_RATE_TAKEN' })
  createFreightRate(@Ctx() ctx: RequestContext, @Body() body: CreateFreightRateDto): Promise<AdminFreightRateDto> {
    return this.tables.createFreightRate(ctx, body);
  }

  @Patch('freight-rates/:id')
  @ID
  @ApiOperation({ summary: 'Change a freight rate' })
  @ApiOkResponse({ type: AdminFreightRateDto })
  @ApiErrors({ 400: 'Invalid fields, FREIGHT_RATE_PRICE_REQUIRED', 409: 'FREIGHT_RATE_TAKEN' })
  @FREIGHT_NOT_FOUND
  updateFreightRate(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateFreightRateDto): Promise<AdminFreightRateDto> {
    return this.tables.updateFreightRate(ctx, id, body);
  }

  @Delete('freight-rates/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ID
  @ApiOperation({ summary: 'Delete a freight rate', description: 'Or set it inactive to keep it.' })
  @ApiNoContentResponse()
  @FREIGHT_NOT_FOUND
  deleteFreightRate(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.tables.deleteFreightRate(ctx, id);
  }

  @Get('charges')
  @ApiOperation({ summary: 'Charges in Japan: inland transport, port charges, documentation fee' })
  @ApiOkResponse({ type: AdminPriceChargeListDto })
  listPriceCharges(): Promise<AdminPriceChargeListDto> {
    return this.tables.listCharges();
  }

  @Post('charges')
  @ApiOperation({ summary: 'Add a charge', description: 'One per key and method (`any`: both; a method’s own row wins).' })
  @ApiCreatedResponse({ type: AdminPriceChargeDto })
  @ApiErrors({ 400: '', 409: 'PRICE_CHARGE_TAKEN' })
  createPriceCharge(@Ctx() ctx: RequestContext, @Body() body: CreatePriceChargeDto): Promise<AdminPriceChargeDto> {
    return this.tables.createCharge(ctx, body);
  }

  @Patch('charges/:id')
  @ID
  @ApiOperation({ summary: 'Change a charge' })
  @ApiOkResponse({ type: AdminPriceChargeDto })
  @ApiErrors({ 400: '', 409: 'PRICE_CHARGE_TAKEN' })
  @CHARGE_NOT_FOUND
  updatePriceCharge(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdatePriceChargeDto): Promise<AdminPriceChargeDto> {
    return this.tables.updateCharge(ctx, id, body);
  }

  @Delete('charges/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ID
  @ApiOperation({ summary: 'Delete a charge' })
  @ApiNoContentResponse()
  @CHARGE_NOT_FOUND
  deletePriceCharge(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<void> {
    return this.tables.deleteCharge(ctx, id);
  }

  @Get('inspection-fees')
  @ApiOperation({
    summary: 'Pre-export inspection fees by country',
    description: 'Each with whether the country’s import rules require the inspection (edited with the import rules).',
  })
  @ApiOkResponse({ type: AdminInspectionFeeListDto })
  listInspectionFees(): Promise<AdminInspectionFeeListDto> {
    return this.tables.listInspectionFees();
  }

  @Put('inspection-fees/:country')
  @COUNTRY
  @ApiOperation({ summary: 'Set a country’s inspection fee and agency' })
  @ApiOkResponse({ type: AdminInspectionFeeDto })
  @ApiErrors({ 400: '' })
  putInspectionFee(
    @Ctx() ctx: RequestContext,
    @Param('country') country: string,
    @Body() body: PutInspectionFeeDto,
  ): Promise<AdminInspectionFeeDto> {
    return this.tables.putInspectionFee(ctx, country, body);
  }

  @Delete('inspection-fees/:country')
  @HttpCode(HttpStatus.NO_CONTENT)
  @COUNTRY
  @ApiOperation({ summary: 'Remove a country’s inspection fee', description: 'Quotes then cannot include an inspection there.' })
  @ApiNoContentResponse()
  @ApiErrors({ 400: '', 404: 'INSPECTION_FEE_NOT_FOUND' })
  deleteInspectionFee(@Ctx() ctx: RequestContext, @Param('country') country: string): Promise<void> {
    return this.tables.deleteInspectionFee(ctx, country);
  }
}
