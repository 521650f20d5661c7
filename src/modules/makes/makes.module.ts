import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { CarsModule } from '../cars/cars.module.js';
import { Make } from './make.entity.js';
import { MakesAdminController, MakesExportController } from './makes-admin.controller.js';
import { MakesController } from './makes.controller.js';
import { MakesService } from './makes.service.js';

/**
 * Car makes: the public list (GET /api/makes) and the staff screens (/api/admin/makes).
 *
 * Table ownership (DESIGN.md §2): this module owns `makes` and touches no other table; the car counts per make come
 * from CarsModule's CatalogueCounts. Other modules read makes through MakesReadModule (MakesDirectory) or MakesService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Make]), UploadsModule, CarsModule],
  controllers: [MakesController, MakesExportController, MakesAdminController],
  providers: [MakesService],
  exports: [MakesService],
})
export class MakesModule {}
