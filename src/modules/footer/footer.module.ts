import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { FooterController } from './footer.controller.js';
import { FooterService } from './footer.service.js';

/**
 * What the footer and pre-header show.
 *
 * Table ownership (DESIGN.md §2): the footer module owns no table; it counts cars through CarsModule's CatalogueCounts
 * and names makes through MakesReadModule, and reads the support agents and offices through OfficesModule, never by SQL
 * over their tables.
 */
@Module({
  imports: [CarsModule, MakesReadModule, OfficesModule],
  controllers: [FooterController],
  providers: [FooterService],
  exports: [FooterService],
})
export class FooterModule {}
