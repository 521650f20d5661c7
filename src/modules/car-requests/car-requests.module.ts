import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { CarRequest } from './car-request.entity.js';
import { CarRequestsAdminController } from './car-requests-admin.controller.js';
import { CarRequestsController } from './car-requests.controller.js';
import { CarRequestsService } from './car-requests.service.js';

/**
 * Request a Car (issue 10). Table ownership: `car_requests`; cars through CarDirectory; the customer's profile (the
 * language of their emails) through UsersService; mail through NotificationsService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CarRequest]), CarsModule, UsersModule, NotificationsModule],
  controllers: [CarRequestsController, CarRequestsAdminController],
  providers: [CarRequestsService],
})
export class CarRequestsModule {}
