import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { ReviewPhoto } from './review-photo.entity.js';
import { ReviewReply } from './review-reply.entity.js';
import { Review } from './review.entity.js';
import { ReviewsAdminController, ReviewsExportController } from './reviews-admin.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsAdminService } from './reviews-admin.service.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Customer reviews (issue 10). Table ownership: `reviews`, `review_photos`, `review_replies`; the verified-buyer
 * badge through the orders module, names through UsersService, photos through ImageUploads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Review, ReviewPhoto, ReviewReply]), UploadsModule, OrdersModule, UsersModule],
  controllers: [ReviewsController, ReviewsExportController, ReviewsAdminController],
  providers: [ReviewsService, ReviewsAdminService, ReviewsRepository],
})
export class ReviewsModule {}
