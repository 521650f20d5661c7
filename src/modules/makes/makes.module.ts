import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { MakeCarCounter } from './make-car-counter.js';
import { Make } from './make.entity.js';
import { MakesAdminController, MakesExportController } from './makes-admin.controller.js';
import { MakesController } from './makes.controller.js';
import { MakesService } from './makes.service.js';

/**
 * Car makes: the public list (GET /api/makes) and the staff screens (/api/admin/makes).
 *
 * Table ownership (DESIGN.md §2): this module owns `makes` and touches no other table. The car counts per make come
 * from the catalogue, which sits above makes (cars imports makes, never the reverse): the importer passes the module
 * and the class that count them, `MakesModule.withCarCounts([CarsModule], CatalogueCounts)` — the same arguments
 * everywhere, so Nest keeps one instance. Other modules read makes through MakesReadModule (MakesDirectory) or
 * MakesService.
 */
@Module({})
export class MakesModule {
  static withCarCounts(imports: NonNullable<ModuleMetadata['imports']>, counter: Type<MakeCarCounter>): DynamicModule {
    return {
      module: MakesModule,
      imports: [TypeOrmModule.forFeature([Make]), UploadsModule, ...imports],
      controllers: [MakesController, MakesExportController, MakesAdminController],
      providers: [MakesService, { provide: MakeCarCounter, useExisting: counter }],
      exports: [MakesService],
    };
  }
}
