import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ProfileUpdatedDto, toUserResponse, UpdateProfileDto, UserResponseDto } from './users.dto.js';
import { UsersService } from './users.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const PROFILE_UPDATED = MESSAGES.PROFILE_UPDATED;

@ApiTags('profile')
@ApiSignedIn()
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('profile')
  @ApiOperation({ summary: "The signed-in user's profile" })
  @ApiOkResponse({ type: UserResponseDto })
  async getProfile(@CurrentUser() me: AuthUser): Promise<UserResponseDto> {
    return toUserResponse(await this.users.getById(me.id));
  }

  @Patch('profile')
  @ApiOperation({ summary: 'Update the profile: send only the fields that change; an empty string clears an optional field' })
  @ApiOkResponse({ type: ProfileUpdatedDto, description: '"Profile updated successfully"' })
  @ApiErrors({ 400: '' })
  async updateProfile(@Ctx() ctx: RequestContext, @Body() body: UpdateProfileDto): Promise<ProfileUpdatedDto> {
    const user = await this.users.updateProfile(ctx, body);
    return { message: PROFILE_UPDATED, user: toUserResponse(user) };
  }
}
