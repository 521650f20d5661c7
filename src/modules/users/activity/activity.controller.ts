import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { ActivityPageDto, ActivityQueryDto } from './activity.dto.js';
import { ActivityService } from './activity.service.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

@ApiTags('profile')
@ApiSignedIn()
@Controller('user')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get('activity')
  @ApiOperation({ summary: "The signed-in user's own account activity (sign-ins, password and profile changes), newest first" })
  @ApiOkResponse({ type: ActivityPageDto })
  @ApiErrors({ 400: 'A page, limit or type that is not valid' })
  listMyActivity(@CurrentUser() me: AuthUser, @Query() query: ActivityQueryDto): Promise<ActivityPageDto> {
    return this.activity.listOwn(me.id, query);
  }
}
