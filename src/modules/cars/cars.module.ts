import { BullModule } from '@nestjs/bullmq';
import { Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueName } from '../../jobs/queues.js';
import { CarSearchService } from './car-search.service.js';
import { CarViewsProcessor } from './car-views.processor.js';
import { CarViewsService } from './car-views.service.js';
import { CarsController } from './cars.controller.js';
import { CarsService } from './cars.service.js';
import { CatalogueDb } from './catalogue-db.service.js';
import { MakesDirectory } from './makes-directory.service.js';

/**
 * The flush of the view counters runs only where jobs are processed (WORKER=inline, or the worker process), like
 * the notifications processor: BullMQ starts a worker for every provider whose instance is a @Processor class.
 */
export const carViewsProcessorProvider: Provider = {
  provide: CarViewsProcessor,
  inject: [APP_CONFIG, CarViewsService],
  useFactory: (config: AppConfig, views: CarViewsService) => (config.worker === 'inline' ? new CarViewsProcessor(views) : null),
};

/**
 * The car catalogue's public side: search with facets, detail by stock id, view counting. Exports CarsService
 * (listed-car counts for the makes list, footer and landing page) and CarViewsService.
 */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.CarViews })],
  controllers: [CarsController],
  providers: [CatalogueDb, MakesDirectory, CarViewsService, CarsService, CarSearchService, carViewsProcessorProvider],
  exports: [CarsService, CarViewsService],
})
export class CarsModule {}
