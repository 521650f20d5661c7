import { Module } from '@nestjs/common';

/** The user's own account activity. */
@Module({})
export class ActivityModule {}
