import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImportRule } from './import-rule.entity.js';
import { ImportRulesService } from './import-rules.service.js';

/**
 * Destination countries' import rules (issue 11): table `import_rules`. The price calculator, the car page and the
 * catalogue's "importable to" filter read them through ImportRulesService and the pure rules in import-eligibility.ts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ImportRule])],
  providers: [ImportRulesService],
  exports: [ImportRulesService],
})
export class ImportRulesModule {}
