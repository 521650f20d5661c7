import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImportRule } from './import-rule.entity.js';
import { ImportRulesAdminController } from './import-rules-admin.controller.js';
import { ImportRulesController } from './import-rules.controller.js';
import { ImportRulesService } from './import-rules.service.js';

/**
 * Destination countries' import rules (issue 11): table `import_rules`, its public and staff routes. The price
 * calculator, the car page (ImportEligibilityModule) and the catalogue's "importable to" filter (CarsModule) read
 * them through ImportRulesService and the pure rules in import-eligibility.ts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ImportRule])],
  controllers: [ImportRulesController, ImportRulesAdminController],
  providers: [ImportRulesService],
  exports: [ImportRulesService],
})
export class ImportRulesModule {}
