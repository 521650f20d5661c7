import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { MakesModule } from '../makes/makes.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { CarsAdminController, CarsAdminExportController } from './cars-admin.controller.js';
import { CarAdminListService } from './car-admin-list.service.js';
import { CarBulkService } from './car-bulk.service.js';
import { CarGalleryService } from './car-gallery.service.js';
import { CarsAdminService } from './cars-admin.service.js';

/** Staff car inventory under /api/admin/cars: cars in every status, statuses, galleries, auction sheets, bulk actions and the CSV export. */
@Module({
  imports: [MakesModule, MakesReadModule, UploadsModule, OrdersModule],
  controllers: [CarsAdminController, CarsAdminExportController],
  providers: [CarsAdminService, CarAdminListService, CarGalleryService, CarBulkService],
  // The auctions module enters a won car into stock with its order (insertCar).
  exports: [CarsAdminService],
})
export class CarsAdminModule {}
