import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarsModule } from '../cars/cars.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { Inquiry } from './inquiry.entity.js';
import { InquiriesAdminController } from './inquiries-admin.controller.js';
import { InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';

/** Inquiries (issue 10). Table ownership: `inquiries`; cars through CarDirectory, users through UsersService. */
@Module({
  imports: [TypeOrmModule.forFeature([Inquiry]), CarsModule, UsersModule, NotificationsModule],
  controllers: [InquiriesController, InquiriesAdminController],
  providers: [InquiriesService],
})
export class InquiriesModule {}
