import { Controller, createParamDecorator, type ExecutionContext, Get, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { MAX_DAMAGE_PHOTOS, MAX_DESCRIPTION_CHARS } from './damage-report-rules.js';
import { readDamageReportForm } from './damage-report-form.js';
import { DamageReportsQueryDto } from './damage-reports.requests.js';
import { DamageReportCreatedDto, DamageReportDto, DamageReportListDto } from './damage-reports.responses.js';
import { type DamageReportUpload, DamageReportsService, type PhotoFile } from './damage-reports.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const REFERENCE_PARAM = ApiParam({ name: 'reference', description: 'The report’s reference (any case)', example: 'DR-7K3M9Q2X' });
export const PHOTO_ID_PARAM = ApiParam({ name: 'photoId', format: 'uuid', description: 'The photo id' });
export const SIZE_QUERY = ApiQuery({
  name: 'size',
  required: false,
  enum: ['full', 'thumb'],
  description: '`thumb`: at most 400 px; otherwise the photo (at most 1600 px)',
});
export const REPORT_NOT_FOUND = ApiErrors({
  404: `"${MESSAGES.DAMAGE_REPORT_NOT_FOUND}" (also for another customer's report) or "${MESSAGES.DAMAGE_PHOTO_NOT_FOUND}"`,
});

/** A photo for an <img> fetched with a token: WEBP, private, never cached by a shared cache. */
export const asPhoto = (file: PhotoFile) =>
  new StreamableFile(file.data, {
    type: file.contentType,
    disposition: `inline; filename="${file.fileName}"`,
    length: file.data.length,
  });
export const ApiPhoto = () =>
  ApiOkResponse({
    description: 'The photo, re-encoded as WEBP without metadata',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  });

/** `@DamageReportBody() upload`: the multipart body, read when the service asks. */
const DamageReportBody = createParamDecorator((_: unknown, context: ExecutionContext): DamageReportUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return () => readDamageReportForm(request);
});

const photo = { type: 'string', format: 'binary' };
const flag = (description: string) => ({ type: 'boolean', default: false, description, example: true });

/** The customer's damage reports (spec §2 Damage report: login is needed to file). */
@ApiTags('damage-reports')
@ApiSignedIn()
@Controller('damage-reports')
export class DamageReportsController {
  constructor(private readonly reports: DamageReportsService) {}

  @Post()
  @ApiOperation({
    summary: 'File a damage report about one of my purchased vehicles',
    description:
      'multipart/form-data: `orderId` (one of my purchased orders: paid in full), the four kinds as "true"/"false", ' +
      `\`description\` (required, at most ${MAX_DESCRIPTION_CHARS} characters) and up to ${MAX_DAMAGE_PHOTOS} \`photos\`: JPG, PNG or WEBP — ` +
      'recognised by their bytes, not their names — of at most 5 MB each. Photos are re-encoded without their metadata and kept ' +
      'private. One open report (submitted or under review) per order at a time.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['orderId', 'description'],
      properties: {
        orderId: { type: 'string', format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47' },
        damagedExterior: flag('Body, paint, glass or lights are damaged'),
        damagedInterior: flag('Seats, dashboard or trim are damaged'),
        mechanicalIssues: flag('The engine, gearbox, brakes or electrics do not work as they should'),
        missingAccessories: flag('Keys, tools, spare tyre, manuals or other listed items are missing'),
        description: {
          type: 'string',
          maxLength: MAX_DESCRIPTION_CHARS,
          example: 'Deep scratch along the rear left door and a cracked tail light, found at the port of Mombasa.',
        },
        photos: { type: 'array', maxItems: MAX_DAMAGE_PHOTOS, items: photo },
      },
    },
  })
  @ApiCreatedResponse({ type: DamageReportCreatedDto, description: `"${MESSAGES.DAMAGE_REPORT_SUBMITTED}"` })
  @ApiErrors({
    400: `"${MESSAGES.DAMAGE_ORDER_REQUIRED}", "${MESSAGES.DAMAGE_DESCRIPTION_REQUIRED}", a field too long or not accepted, or a damaged image (\`INVALID_IMAGE\`)`,
    404: `"${MESSAGES.ORDER_NOT_FOUND}" (also for another customer's order)`,
    409: `"${MESSAGES.DAMAGE_ORDER_NOT_PURCHASED}" (\`DAMAGE_ORDER_NOT_PURCHASED\`) or \`DAMAGE_REPORT_ALREADY_OPEN\``,
    413: `"${MESSAGES.PAYLOAD_TOO_LARGE}", or more than ${MAX_DAMAGE_PHOTOS} photos (\`DAMAGE_TOO_MANY_PHOTOS\`)`,
    415: `"${MESSAGES.UNSUPPORTED_MEDIA_TYPE}", or not multipart`,
  })
  fileDamageReport(@Ctx() ctx: RequestContext, @DamageReportBody() upload: DamageReportUpload): Promise<DamageReportCreatedDto> {
    return this.reports.file(ctx, upload);
  }

  @Get()
  @ApiOperation({ summary: 'My damage reports, newest first, with their status and staff’s note' })
  @ApiOkResponse({ type: DamageReportListDto })
  @ApiErrors({ 400: '' })
  listMyDamageReports(@Ctx() ctx: RequestContext, @Query() query: DamageReportsQueryDto): Promise<DamageReportListDto> {
    return this.reports.listOwn(ctx, query);
  }

  @Get(':reference')
  @REFERENCE_PARAM
  @ApiOperation({ summary: 'One of my damage reports' })
  @ApiOkResponse({ type: DamageReportDto })
  @REPORT_NOT_FOUND
  getMyDamageReport(@Ctx() ctx: RequestContext, @Param('reference') reference: string): Promise<DamageReportDto> {
    return this.reports.getOwn(ctx, reference);
  }

  @Get(':reference/photos/:photoId')
  @REFERENCE_PARAM
  @PHOTO_ID_PARAM
  @SIZE_QUERY
  @ApiOperation({ summary: 'A photo of one of my damage reports' })
  @ApiProduces('image/webp')
  @ApiPhoto()
  @REPORT_NOT_FOUND
  async getMyDamagePhoto(
    @Ctx() ctx: RequestContext,
    @Param('reference') reference: string,
    @Param('photoId') photoId: string,
    @Query('size') size?: string,
  ): Promise<StreamableFile> {
    return asPhoto(await this.reports.photoOwn(ctx, reference, photoId, size === 'thumb'));
  }
}
