import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { MakeDto } from './makes.dto.js';
import { MakesService } from './makes.service.js';
import { ApiKeyScope } from '../../common/auth/api-key-scope.decorator.js';

@ApiTags('makes')
@Controller('makes')
export class MakesController {
  constructor(private readonly makes: MakesService) {}

  @Get()
  @ApiKeyScope('catalogue:read')
  @Public()
  @ApiOperation({
    summary: 'The active car makes, by title, with their live car counts',
    description:
      'Public. `carCount` counts the cars the catalogue lists now (sold, in-transit, delivered and withdrawn cars are not listed). ' +
      'Inactive makes are left out. The answer is cached briefly and refreshed at once when a car or make changes.',
  })
  @ApiOkResponse({ type: [MakeDto] })
  listMakes(): Promise<MakeDto[]> {
    return this.makes.listPublic();
  }
}
