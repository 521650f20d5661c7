import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';
import type { Role } from '@autoexport/contract/users';

export const ROLES_KEY = 'roles';

/** Only these roles may call the route; anyone else gets 403 "Permission Denied". */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiForbiddenResponse({ description: `Only for ${roles.join(', ')}: "Permission Denied"`, type: ErrorBodyDto }),
  );

/** Staff routes: administrators and superadministrators. */
export const StaffOnly = () => Roles('admin', 'superadmin');
