import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module.js';
import { ImportEligibilityController } from './import-eligibility.controller.js';
import { ImportEligibilityService } from './import-eligibility.service.js';
import { ImportRulesModule } from './import-rules.module.js';

/**
 * GET /api/cars/detail/ref/{ref}/import-eligibility: a car (CarsService) under a country's rules (ImportRulesService).
 * A module of its own because CarsModule itself imports ImportRulesModule (the search's "importable to" filter).
 */
@Module({
  imports: [CarsModule, ImportRulesModule],
  controllers: [ImportEligibilityController],
  providers: [ImportEligibilityService],
})
export class ImportEligibilityModule {}
