import { Module } from '@nestjs/common';
import { AdminSearchService } from './admin-search.service.js';
import { DashboardAdminController } from './dashboard-admin.controller.js';
import { DashboardReadModel } from './dashboard-read-model.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The back office's dashboard and staff search (issue 12). Owns no table: it reads through its read model
 * (dashboard-read-model.ts), the one listed exception of module-tables.spec.ts, and caches the charts in Redis.
 */
@Module({
  controllers: [DashboardAdminController],
  providers: [DashboardReadModel, DashboardService, AdminSearchService],
})
export class DashboardModule {}
