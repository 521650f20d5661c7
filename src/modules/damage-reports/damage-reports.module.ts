import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { DamageReport, DamageReportPhoto } from './damage-report.entity.js';
import { DamageReportsAdminController } from './damage-reports-admin.controller.js';
import { DamageReportsController } from './damage-reports.controller.js';
import { DamageReportsAdminService } from './damage-reports-admin.service.js';
import { DamageReportsRepository } from './damage-reports.repository.js';
import { DamageReportsService } from './damage-reports.service.js';

/**
 * Damage reports (issue 10). Table ownership: `damage_reports`, `damage_report_photos`; orders are read through
 * the orders module, customers through UsersService, mail through NotificationsService, photos in the private storage.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DamageReport, DamageReportPhoto]), OrdersModule, UsersModule, NotificationsModule],
  controllers: [DamageReportsController, DamageReportsAdminController],
  providers: [DamageReportsService, DamageReportsAdminService, DamageReportsRepository],
  // The insurance module links a claim to the customer's own damage report (getOwn).
  exports: [DamageReportsService],
})
export class DamageReportsModule {}
