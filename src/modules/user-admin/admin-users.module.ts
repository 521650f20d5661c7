import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AccountClosureModule } from '../account-closure/account-closure.module.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUsersController, AdminUsersExportController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

/** Staff user management under /api/admin/users. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), UsersModule, AuthModule, AuditModule, AccountClosureModule],
  controllers: [AdminUsersExportController, AdminUsersController],
  providers: [AdminUsersService],
})
export class AdminUsersModule {}
