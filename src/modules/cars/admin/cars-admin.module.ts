import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../../common/uploads/image-uploads.service.js';
import { MakesModule } from '../../makes/makes.module.js';
import { OrdersModule } from '../../orders/orders.module.js';
import { Car } from '../car.entity.js';
import { CarsAdminController } from './cars-admin.controller.js';
import { CarGalleryService } from './car-gallery.service.js';
import { CarsAdminService } from './cars-admin.service.js';

/** Staff car inventory under /api/admin/cars: cars in every status, statuses, galleries, auction sheets. */
@Module({
  imports: [TypeOrmModule.forFeature([Car]), MakesModule, UploadsModule, OrdersModule],
  controllers: [CarsAdminController],
  providers: [CarsAdminService, CarGalleryService],
})
export class CarsAdminModule {}
