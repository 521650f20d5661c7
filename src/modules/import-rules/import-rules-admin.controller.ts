import { Body, Delete, Get, HttpStatus, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ImportRuleBodyDto } from './import-rules.requests.js';
import { StaffImportRuleDto, StaffImportRuleListDto } from './import-rules.responses.js';
import { ImportRulesService } from './import-rules.service.js';
import { ApiErrors, StaffController, ApiCreatedOrReplaced } from '../../common/api/route-docs.decorator.js';

export const COUNTRY_PARAM = ApiParam({ name: 'country', description: 'ISO 3166-1 alpha-2 country code', example: 'KE' });
export const RULES_NOT_FOUND = ApiErrors({
  404: `No rules on file for the country: IMPORT_RULES_NOT_FOUND, "${MESSAGES.IMPORT_RULES_NOT_FOUND}"`,
});
const BAD_COUNTRY = ApiErrors({ 400: `Not an ISO code: COUNTRY_INVALID` });

class ImportRulesDeletedDto {
  @ApiProperty({ example: MESSAGES.IMPORT_RULES_DELETED })
  message: string;
}

/** Destination countries' import rules, edited by staff (issue 11). Every change is audited. */
@StaffController('admin/import-rules', 'admin-import-rules')
export class ImportRulesAdminController {
  constructor(private readonly rules: ImportRulesService) {}

  @Get()
  @ApiOperation({ summary: 'Every country’s import rules, by country code' })
  @ApiOkResponse({ type: StaffImportRuleListDto })
  listImportRulesForStaff(): Promise<StaffImportRuleListDto> {
    return this.rules.staffListDtos();
  }

  @Get(':country')
  @COUNTRY_PARAM
  @ApiOperation({ summary: 'One country’s import rules' })
  @ApiOkResponse({ type: StaffImportRuleDto })
  @BAD_COUNTRY
  @RULES_NOT_FOUND
  getImportRuleForStaff(@Param('country') country: string): Promise<StaffImportRuleDto> {
    return this.rules.staffDto(country);
  }

  @Put(':country')
  @COUNTRY_PARAM
  @ApiOperation({
    summary: 'Set a country’s import rules (created or replaced)',
    description:
      'The whole rule: ages in whole model years 0–50 (null for no limit), the minimum not above the maximum, notes up to ' +
      '1,000 characters. 201 when the country had no rules, 200 when they were replaced. The change is audited.',
  })
  @ApiCreatedOrReplaced(StaffImportRuleDto)
  @ApiErrors({ 400: `Invalid fields (details), COUNTRY_INVALID, or IMPORT_RULE_AGES_INVERTED "${MESSAGES.IMPORT_RULE_AGES_INVERTED}"` })
  async setImportRule(
    @Ctx() ctx: RequestContext,
    @Param('country') country: string,
    @Body() body: ImportRuleBodyDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffImportRuleDto> {
    const { rule, created } = await this.rules.upsert(ctx, country, body);
    reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return rule;
  }

  @Delete(':country')
  @COUNTRY_PARAM
  @ApiOperation({ summary: 'Remove a country’s import rules', description: 'Its cars’ eligibility becomes unknown. Audited.' })
  @ApiOkResponse({ type: ImportRulesDeletedDto, description: `"${MESSAGES.IMPORT_RULES_DELETED}"` })
  @BAD_COUNTRY
  @RULES_NOT_FOUND
  async deleteImportRule(@Ctx() ctx: RequestContext, @Param('country') country: string): Promise<ImportRulesDeletedDto> {
    await this.rules.remove(ctx, country);
    return { message: MESSAGES.IMPORT_RULES_DELETED };
  }
}
