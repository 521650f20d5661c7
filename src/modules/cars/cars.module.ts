import { Module } from '@nestjs/common';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { CarAlertFeedRepository } from './car-alert-feed.repository.js';
import { CarAlertFeed } from './car-alert-feed.service.js';
import { CarDetails } from './car-details.service.js';
import { CarDirectoryRepository } from './car-directory.repository.js';
import { CarDirectory } from './car-directory.service.js';
import { CarListsService } from './car-lists.service.js';
import { CarSearchService } from './car-search.service.js';
import { CarViewsProcessor } from './car-views.processor.js';
import { CarViewsRepository } from './car-views.repository.js';
import { CarViewsService } from './car-views.service.js';
import { CarsController } from './cars.controller.js';
import { CarStockRepository } from './car-stock.repository.js';
import { CarStock } from './car-stock.service.js';
import { CatalogueCountsRepository } from './catalogue-counts.repository.js';
import { CatalogueCounts } from './catalogue-counts.service.js';
import { CatalogueDb } from './catalogue-db.service.js';
import { CatalogueRepository } from './catalogue.repository.js';

/**
 * The car catalogue's public side: search with facets, detail by stock id, view counting. Exports, by reader:
 * CarDetails (a listed car's page), CatalogueCounts (listed-car counts for the makes list, the footer and the
 * sitemap), CarDirectory (single cars by ref, id or chassis), CarStock (what orders do to a car, in their
 * transaction), CarAlertFeed (the saved-search alerts' cars), CarSearchService, CarListsService (the landing page's
 * lists) and CarViewsService. Every query of the module is in its *.repository.ts and *-sql.ts files.
 *
 * Table ownership (DESIGN.md §2): the cars module owns `cars`, `car_images`, `car_daily_stats` and
 * `auction_sheets`; other modules reach them only through the services exported here. It reads makes through
 * MakesReadModule, never the `makes` table (src/modules/module-tables.spec.ts checks both directions), and the
 * destinations' import rules (the `importableTo` filter) through ImportRulesModule.
 */
@Module({
  imports: [MakesReadModule, ImportRulesModule],
  controllers: [CarsController],
  providers: [
    CatalogueDb,
    CatalogueRepository,
    CatalogueCountsRepository,
    CarDirectoryRepository,
    CarStockRepository,
    CarAlertFeedRepository,
    CarViewsRepository,
    CarViewsService,
    CarDetails,
    CatalogueCounts,
    CarDirectory,
    CarStock,
    CarAlertFeed,
    CarSearchService,
    CarListsService,
    CarViewsProcessor,
  ],
  exports: [CarDetails, CatalogueCounts, CarDirectory, CarStock, CarAlertFeed, CarSearchService, CarListsService, CarViewsService],
})
export class CarsModule {}
