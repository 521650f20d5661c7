import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../../common/uploads/image-uploads.service.js';
import { MakesModule } from '../../makes/makes.module.js';
import { AuctionSheet } from '../auction-sheet.entity.js';
import { CarDailyStat } from '../car-daily-stat.entity.js';
import { CarImage } from '../car-image.entity.js';
import { Car } from '../car.entity.js';
import { CarsAdminController } from './cars-admin.controller.js';
import { CarsAdminService } from './cars-admin.service.js';

/** Staff car inventory under /api/admin/cars: cars in every status, statuses, galleries, auction sheets. */
@Module({
  imports: [TypeOrmModule.forFeature([Car, CarImage, AuctionSheet, CarDailyStat]), MakesModule, UploadsModule],
  controllers: [CarsAdminController],
  providers: [CarsAdminService],
})
export class CarsAdminModule {}
