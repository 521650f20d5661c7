import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { UsersModule } from '../users/users.module.js';
import { EligibilityOverride } from './eligibility-override.entity.js';
import { EligibilityOverridesAdminController } from './eligibility-overrides-admin.controller.js';
import { EligibilityOverridesService } from './eligibility-overrides.service.js';
import { ImportEligibilityController } from './import-eligibility.controller.js';
import { ImportEligibilityService } from './import-eligibility.service.js';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';

/**
 * A car under a country's import rules: GET /api/cars/detail/ref/{ref}/import-eligibility, and the gate every sale
 * passes (issue 24 §3: EligibilityOverridesService.admitSale, in the order's transaction) with staff's overrides
 * (`eligibility_overrides`). A module of its own because CarsModule itself imports ImportRulesModule (the search's
 * "importable to" filter). Exports the gate to OrdersModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EligibilityOverride]), CarsModule, ImportRulesModule, UsersModule],
  controllers: [ImportEligibilityController, EligibilityOverridesAdminController],
  providers: [ImportEligibilityService, EligibilityOverridesService],
  exports: [EligibilityOverridesService],
})
export class ImportEligibilityModule {}
