import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { FooterDataDto } from './footer.dto.js';
import { FooterService } from './footer.service.js';

@ApiTags('footer')
@Controller('footer-data')
export class FooterController {
  constructor(private readonly footer: FooterService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'What the footer and the pre-header show',
    description: 'Cars in stock and their counts by make, body type, category, location and country; the support contacts. No prices.',
  })
  @ApiOkResponse({ type: FooterDataDto })
  getFooterData(): Promise<FooterDataDto> {
    return this.footer.getFooterData();
  }
}
