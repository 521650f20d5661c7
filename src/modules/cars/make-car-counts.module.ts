import { Global, Module } from '@nestjs/common';
import { MakeCarCounter } from '../makes/make-car-counter.js';
import { CarsModule } from './cars.module.js';
import { CatalogueCounts } from './catalogue-counts.service.js';

/**
 * The catalogue's car counts for the makes screens: binds the MakeCarCounter the makes module declares to
 * CatalogueCounts. Global and imported once (AppModule), because the makes module sits below cars and imports nothing
 * of it.
 */
@Global()
@Module({
  imports: [CarsModule],
  providers: [{ provide: MakeCarCounter, useExisting: CatalogueCounts }],
  exports: [MakeCarCounter],
})
export class MakeCarCountsModule {}
