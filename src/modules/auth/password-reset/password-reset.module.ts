import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../../notifications/notifications.module.js';
import { UsersModule } from '../../users/users.module.js';
import { AuthModule } from '../auth.module.js';
import { PasswordResetToken } from '../password-reset-token.entity.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/** Forgot password: emailed single-use links. */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetToken]), AuthModule, UsersModule, NotificationsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
