import { Module } from '@nestjs/common';

/** Outgoing email through the notifications queue. */
@Module({})
export class NotificationsModule {}
