import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DamageReportsModule } from '../damage-reports/damage-reports.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { InsuranceAdminController, InsuranceExportController } from './insurance-admin.controller.js';
import { InsuranceClaim, InsuranceClaimEvent } from './insurance-claim.entity.js';
import { InsuranceController } from './insurance.controller.js';
import { InsuranceAdminService } from './insurance-admin.service.js';
import { InsuranceClaimsRepository } from './insurance-claims.repository.js';
import { InsuranceService } from './insurance.service.js';

/**
 * Marine insurance and its claims (issue 11). Table ownership: `insurance_claims`, `insurance_claim_events`; orders
 * (and their insurance line) through the orders module, damage reports through DamageReportsService, customers through
 * UsersService, mail through NotificationsService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InsuranceClaim, InsuranceClaimEvent]),
    OrdersModule,
    DamageReportsModule,
    UsersModule,
    NotificationsModule,
  ],
  controllers: [InsuranceController, InsuranceExportController, InsuranceAdminController],
  providers: [InsuranceService, InsuranceAdminService, InsuranceClaimsRepository],
})
export class InsuranceModule {}
