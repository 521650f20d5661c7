import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { CarDetails } from '../cars/car-details.service.js';
import { GeoService } from '../geo/geo.service.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import type { ImportEligibilityDto } from '../import-rules/import-rules.responses.js';

/** A listed car's import eligibility for a country asked for, or for the caller's own (GeoService). */
@Injectable()
export class ImportEligibilityService {
  constructor(
    private readonly cars: CarDetails,
    private readonly rules: ImportRulesService,
    private readonly geo: GeoService,
  ) {}

  async forCar(ctx: RequestContext, ref: string, asked: string | undefined): Promise<ImportEligibilityDto> {
    const car = await this.cars.findListed(ref);
    if (!car) throw notFound(Msg.PRODUCT_NOT_FOUND);
    const steering = car.steering === 'left' ? 'left' : 'right';
    const country = asked ?? (await this.geo.countryOf(ctx.ip));
    const facts = { ref: car.ref, year: car.year, steering } as const;
    if (!country) {
      return {
        ...facts,
        country: null,
        countryDetected: false,
        rulesOnFile: false,
        eligible: null,
        reasons: [],
        ageYears: null,
        inspectionRequired: false,
        inspectionAgency: null,
        notes: '',
      };
    }
    const answer = await this.rules.eligibility({ year: car.year, steering }, country);
    return {
      ...facts,
      country: answer.countryCode,
      countryDetected: asked === undefined,
      rulesOnFile: answer.eligible !== null,
      eligible: answer.eligible,
      reasons: answer.reasons,
      ageYears: answer.ageYears,
      inspectionRequired: answer.inspectionRequired,
      inspectionAgency: answer.inspectionRequired ? answer.inspectionAgency : null,
      notes: answer.notes,
    };
  }
}
