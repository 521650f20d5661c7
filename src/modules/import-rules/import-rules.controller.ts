import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { COUNTRY_PARAM, RULES_NOT_FOUND } from './import-rules-admin.controller.js';
import { ImportRuleDto, ImportRuleListDto } from './import-rules.responses.js';
import { ImportRulesService } from './import-rules.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** Destination countries' import rules, as the car page, the search filter and the price calculator show them. */
@ApiTags('import-rules')
@Public()
@Controller('import-rules')
export class ImportRulesController {
  constructor(private readonly rules: ImportRulesService) {}

  @Get()
  @ApiOperation({
    summary: 'Every country with import rules on file',
    description: 'The countries the car page and the search’s “Importable to” filter offer, with the model years each admits today.',
  })
  @ApiOkResponse({ type: ImportRuleListDto })
  listImportRules(): Promise<ImportRuleListDto> {
    return this.rules.listDtos();
  }

  @Get(':country')
  @COUNTRY_PARAM
  @ApiOperation({ summary: 'One country’s import rules' })
  @ApiOkResponse({ type: ImportRuleDto })
  @ApiErrors({ 400: 'Not an ISO code: COUNTRY_INVALID' })
  @RULES_NOT_FOUND
  getImportRule(@Param('country') country: string): Promise<ImportRuleDto> {
    return this.rules.getDto(country);
  }
}
