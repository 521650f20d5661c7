import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountActivity } from './account-activity.entity.js';
import { AccountActivityService } from './account-activity.service.js';
import { Consignee } from './consignee.entity.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Consignee, AccountActivity])],
  controllers: [UsersController],
  providers: [UsersService, AccountActivityService],
  exports: [UsersService, AccountActivityService],
})
export class UsersModule {}
