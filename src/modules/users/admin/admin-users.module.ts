import { Module } from '@nestjs/common';

/** Staff user management under /api/admin/users. */
@Module({})
export class AdminUsersModule {}
