import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module.js';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { LandingController } from './landing.controller.js';
import { LandingService } from './landing.service.js';

/**
 * The home page's lists, tailored to the visitor's country.
 *
 * Table ownership (DESIGN.md §2): the landing module owns no table; its candidates come from CarsModule's
 * CarListsService, never from SQL over the catalogue's tables; what a country admits from ImportRulesService.
 */
@Module({
  imports: [CarsModule, ImportRulesModule],
  controllers: [LandingController],
  providers: [LandingService],
  exports: [LandingService],
})
export class LandingModule {}
