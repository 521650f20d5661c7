import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { ReqMeta, type RequestMeta } from '../../common/request-meta.js';
import { ProfileUpdatedDto, toUserResponse, UpdateProfileDto, UserResponseDto } from './users.dto.js';
import { UsersService } from './users.service.js';

export const PROFILE_UPDATED = 'Profile updated successfully';

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
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  async updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() body: UpdateProfileDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<ProfileUpdatedDto> {
    const user = await this.users.updateProfile(me.id, body, meta);
    return { message: PROFILE_UPDATED, user: toUserResponse(user) };
  }
}
