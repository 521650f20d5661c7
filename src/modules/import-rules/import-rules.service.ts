import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/time/clock.js';
import { type CarFacts, type ImportEligibility, importEligibility } from './import-eligibility.js';
import { ImportRule } from './import-rule.entity.js';

/** The destination countries' import rules (table `import_rules`) and what they say about a car. */
@Injectable()
export class ImportRulesService {
  constructor(
    @InjectRepository(ImportRule) private readonly rules: Repository<ImportRule>,
    private readonly clock: Clock,
  ) {}

  /** The rule of a country (ISO 3166-1 alpha-2, any case), or null when none is on file. */
  ruleFor(countryCode: string): Promise<ImportRule | null> {
    return this.rules.findOneBy({ countryCode: countryCode.toUpperCase() });
  }

  list(): Promise<ImportRule[]> {
    return this.rules.find({ order: { countryCode: 'ASC' } });
  }

  /** Whether the car may be imported to the country, and why not. */
  async eligibility(car: CarFacts, countryCode: string): Promise<ImportEligibility> {
    const country = countryCode.toUpperCase();
    return importEligibility(car, await this.ruleFor(country), country, this.clock.now());
  }
}
