import { Module } from '@nestjs/common';
import { MakesDirectory } from './makes-directory.service.js';

/**
 * The makes module's read side for other modules: the cached directory of makes (id, slug, title). A module of its
 * own so that the catalogue (CarsModule) can import it without MakesModule's screens, which count cars through the
 * catalogue (MakeCarCounter).
 *
 * Table ownership (DESIGN.md §2): only src/modules/makes/ reads or writes `makes`; other modules come through here
 * or through MakesService (src/modules/module-tables.spec.ts checks it).
 */
@Module({
  providers: [MakesDirectory],
  exports: [MakesDirectory],
})
export class MakesReadModule {}
