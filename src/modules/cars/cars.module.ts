import { Module } from '@nestjs/common';
import { ImportRulesModule } from '../import-rules/import-rules.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { WebhookOutboxModule } from '../dealers/webhooks/outbox/webhook-outbox.module.js';
import { CarListsService } from './car-lists.service.js';
import { CarSearchService } from './car-search.service.js';
import { CarViewsProcessor } from './car-views.processor.js';
import { CarViewsService } from './car-views.service.js';
import { CarsController } from './cars.controller.js';
import { CarsService } from './cars.service.js';
import { CatalogueDb } from './catalogue-db.service.js';

/**
 * The car catalogue's public side: search with facets, detail by stock id, view counting. Exports CarsService
 * (listed-car counts for the makes list and the footer), CarListsService (the landing page's lists) and
 * CarViewsService.
 *
 * Table ownership (DESIGN.md §2): the cars module owns `cars`, `car_images`, `car_daily_stats` and
 * `auction_sheets`; other modules reach them only through the services exported here. It reads makes through
 * MakesReadModule, never the `makes` table (src/modules/module-tables.spec.ts checks both directions), and the
 * destinations' import rules (the `importableTo` filter) through ImportRulesModule.
 */
@Module({
  imports: [MakesReadModule, ImportRulesModule, WebhookOutboxModule],
  controllers: [CarsController],
  providers: [CatalogueDb, CarViewsService, CarsService, CarSearchService, CarListsService, CarViewsProcessor],
  exports: [CarsService, CarSearchService, CarListsService, CarViewsService],
})
export class CarsModule {}
