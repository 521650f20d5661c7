import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountActivity } from '../account-activity.entity.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';

/** The user's own account activity. */
@Module({
  imports: [TypeOrmModule.forFeature([AccountActivity])],
  controllers: [ActivityController],
  providers: [ActivityService],
})
export class ActivityModule {}
