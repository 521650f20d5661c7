import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ShippingScheduleQueryDto } from './shipments.requests.js';
import { ShippingScheduleDto } from './shipments.responses.js';
import { ShipmentsService } from './shipments.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** The public shipping schedule (spec §2, §5). */
@ApiTags('shipping-schedule')
@Controller('shipping-schedule')
export class ShippingScheduleController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Search the shipping schedule',
    description:
      'Sailings by departure and arrival dates (`departureFrom`, `departureTo`, `arrivalFrom`, `arrivalTo`, each YYYY-MM-DD, inclusive), ' +
      '`port` (a part of the destination port) and `method`; earliest departure first. At least one criterion.',
  })
  @ApiOkResponse({ type: ShippingScheduleDto })
  @ApiErrors({
    400:
      `"${MESSAGES.SCHEDULE_CRITERIA_REQUIRED}" (no criterion); "${MESSAGES.ARRIVAL_BEFORE_DEPARTURE}" / ` +
      `"${MESSAGES.DEPARTURE_AFTER_ARRIVAL}" (\`arrivalTo\` not after \`departureFrom\`); a malformed date`,
  })
  searchShippingSchedule(@Query() query: ShippingScheduleQueryDto): Promise<ShippingScheduleDto> {
    return this.shipments.schedule(query);
  }
}
