import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { OfficesQueryDto } from './offices.requests.js';
import { OfficesDto, SupportAgentListDto } from './offices.responses.js';
import { OfficesService } from './offices.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The global office network and the WhatsApp widget's support agents, as anyone may read them. */
@ApiTags('offices')
@Controller()
export class OfficesController {
  constructor(private readonly offices: OfficesService) {}

  @Get('offices')
  @Public()
  @ApiOperation({
    summary: 'The global office network, by region',
    description:
      'Active offices grouped by region in the tabs’ order (Headquarters, Africa, Asia, Europe, Americas), each region’s in ' +
      'their order; regions without an office are left out. `region`: only that one.',
  })
  @ApiOkResponse({ type: OfficesDto })
  @ApiErrors({ 400: 'An unknown `region`' })
  listOffices(@Query() query: OfficesQueryDto): Promise<OfficesDto> {
    return this.offices.offices(query.region);
  }

  @Get('support-agents')
  @Public()
  @ApiOperation({ summary: 'The WhatsApp widget’s support agents', description: 'Active agents in their order.' })
  @ApiOkResponse({ type: SupportAgentListDto })
  async listSupportAgents(): Promise<SupportAgentListDto> {
    return { items: await this.offices.agents() };
  }
}
