import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Roles } from '../../common/auth/roles.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import {
  AdminMessageDto,
  AdminUserDto,
  AdminUserListDto,
  AdminUserListQueryDto,
  ChangeRoleDto,
  ChangeStatusDto,
  CreateUserDto,
  AdminResetPasswordDto,
  UpdateUserDto,
  UserCreatedDto,
} from './admin-users.dto.js';
import { AdminUsersService } from './admin-users.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

export const PASSWORD_RESET_DONE = MESSAGES.PASSWORD_RESET_DONE;
export const USER_DELETED = MESSAGES.USER_DELETED;

const WHO_MAY =
  'Staff only. A superadmin may act on any account; an admin only on regular users (accounts with role `user`) — ' +
  'admin and superadmin accounts are managed by superadmins. Anyone else gets 403 "Permission Denied".';
const LAST_SUPERADMIN = 'The last active superadmin can never be removed, demoted or suspended: 409 `LAST_SUPERADMIN`.';

const IdParam = () =>
  ApiParam({ name: 'id', format: 'uuid', description: 'The user’s public id', example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' });
const NotFound = () => ApiErrors({ 404: '"User not found." (unknown or malformed id)' });
const Forbidden = (description: string) => ApiErrors({ 403: `"Permission Denied": ${description}` });

/** The users list as CSV: /api/admin/users.csv sits beside /api/admin/users, outside its controller's path. */
@StaffController('admin', 'admin-users')
export class AdminUsersExportController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @CsvExportRoute('users.csv', {
    summary: 'Export the filtered users as CSV',
    description:
      'The same filters and sort as GET /api/admin/users, every page (`page` and `limit` are ignored), up to 100,000 ' +
      "rows. Cells a spreadsheet would run as formulas start with '. Staff only.",
  })
  exportUsers(@Query() query: AdminUserListQueryDto): Promise<StreamableFile> {
    return this.adminUsers.exportCsv(query);
  }
}

/** Back-office user management (spec §2 admin Users: add, role, status, delete, reset password). */
@StaffController('admin/users', 'admin-users')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'List and search accounts, newest first',
    description: `Filters combine. \`q\` searches email and full name. \`sort\`: createdAt, email, name (last name) or lastSignInAt, "-" first for descending. ${WHO_MAY}`,
  })
  @ApiOkResponse({ type: AdminUserListDto })
  @ApiErrors({ 400: 'An invalid filter or page' })
  listUsers(@Query() query: AdminUserListQueryDto): Promise<AdminUserListDto> {
    return this.adminUsers.list(query);
  }

  @Get(':id')
  @IdParam()
  @ApiOperation({ summary: 'One account', description: 'Any staff member may view any account.' })
  @ApiOkResponse({ type: AdminUserDto })
  @NotFound()
  getUser(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<AdminUserDto> {
    return this.adminUsers.get(ctx, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add an account',
    description:
      'The account is active at once. Without `password`, a strong one is generated and returned in `generatedPassword` — ' +
      'this once only. The role defaults to `user`; only a superadmin may create admin or superadmin accounts.',
  })
  @ApiCreatedResponse({ type: UserCreatedDto })
  @ApiErrors({ 400: 'A field is missing or invalid, or an unknown field was sent' })
  @Forbidden('an admin creating an admin or superadmin account')
  @ApiErrors({ 409: 'An account with this email already exists.' })
  createUser(@Ctx() ctx: RequestContext, @Body() body: CreateUserDto): Promise<UserCreatedDto> {
    return this.adminUsers.create(ctx, body);
  }

  @Patch(':id')
  @IdParam()
  @ApiOperation({
    summary: 'Edit an account’s details',
    description:
      'Email, names, account type, phone and country; send only what changes. The role, the status and the password have ' +
      `their own routes. ${WHO_MAY}`,
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({ 400: '' })
  @Forbidden('an admin acting on an admin or superadmin account')
  @NotFound()
  @ApiErrors({ 409: 'An account with this email already exists.' })
  updateUser(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateUserDto): Promise<AdminUserDto> {
    return this.adminUsers.update(ctx, id, body);
  }

  @Patch(':id/role')
  @Roles('superadmin')
  @IdParam()
  @ApiOperation({
    summary: 'Change an account’s role (superadmin only)',
    description: `Only a superadmin may change roles (spec §6); anyone else gets 403 "Permission Denied". A superadmin may demote themselves while another active superadmin remains. ${LAST_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({ 400: '' })
  @NotFound()
  @ApiErrors({ 409: 'The last superadmin cannot be removed, demoted or suspended.' })
  changeRole(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ChangeRoleDto): Promise<AdminUserDto> {
    return this.adminUsers.changeRole(ctx, id, body.role);
  }

  @Patch(':id/status')
  @IdParam()
  @ApiOperation({
    summary: 'Suspend or reactivate an account',
    description: `Suspending ends every sign-in of the account at once: its access tokens stop working and it cannot sign in. ${WHO_MAY} ${LAST_SUPERADMIN}`,
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({ 400: '' })
  @Forbidden('an admin acting on an admin or superadmin account')
  @NotFound()
  @ApiErrors({ 409: 'The last superadmin cannot be removed, demoted or suspended.' })
  changeStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ChangeStatusDto): Promise<AdminUserDto> {
    return this.adminUsers.changeStatus(ctx, id, body.status);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @IdParam()
  @ApiOperation({
    summary: 'Set a new password for an account',
    description: `The password is stored as an argon2id hash and every sign-in of the account ends. ${WHO_MAY}`,
  })
  @ApiOkResponse({ type: AdminMessageDto, description: '"Password reset successfully"' })
  @ApiErrors({ 400: '' })
  @Forbidden('an admin acting on an admin or superadmin account')
  @NotFound()
  async resetPassword(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: AdminResetPasswordDto): Promise<AdminMessageDto> {
    await this.adminUsers.resetPassword(ctx, id, body.password);
    return { message: PASSWORD_RESET_DONE };
  }

  @Delete(':id')
  @IdParam()
  @ApiOperation({
    summary: 'Delete an account permanently',
    description:
      'What the account holds is settled first, as when customers delete their own account: reservations cancelled, open ' +
      'bids withdrawn, refunds owed listed under /api/admin/account-closures, paid orders kept without personal data. Then the ' +
      `account and its data (sign-ins, consignees, activity) are removed; this cannot be undone. ${WHO_MAY} ${LAST_SUPERADMIN} ` +
      '409 `ACCOUNT_BIDS_AT_AUCTION` while one of its bids is past its lot’s cut-off.',
  })
  @ApiOkResponse({ type: AdminMessageDto, description: '"User deleted successfully"' })
  @Forbidden('an admin acting on an admin or superadmin account')
  @NotFound()
  @ApiErrors({ 409: 'The last superadmin cannot be removed, demoted or suspended.' })
  async deleteUser(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<AdminMessageDto> {
    await this.adminUsers.delete(ctx, id);
    return { message: USER_DELETED };
  }
}
