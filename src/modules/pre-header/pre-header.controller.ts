import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { PreHeaderDto } from './pre-header.dto.js';
import { PreHeaderService } from './pre-header.service.js';

@ApiTags('pre-header')
@Public()
@Controller('pre-header')
export class PreHeaderController {
  constructor(private readonly preHeader: PreHeaderService) {}

  @Get()
  @ApiOperation({
    summary: 'What the pre-header shows, in one answer',
    description:
      'The company’s time zone (Asia/Tokyo) and the server’s time, the cars in stock, the current exchange rates per 1 USD ' +
      '(each with `stale`) and the support hours. Cached for a minute; new rates show at once. No prices.',
  })
  @ApiOkResponse({ type: PreHeaderDto })
  getPreHeader(): Promise<PreHeaderDto> {
    return this.preHeader.get();
  }
}
