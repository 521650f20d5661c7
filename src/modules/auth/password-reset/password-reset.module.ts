import { Module } from '@nestjs/common';

/** Forgot password: emailed single-use links. */
@Module({})
export class PasswordResetModule {}
