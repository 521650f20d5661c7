import { Module } from '@nestjs/common';

/** Google and Facebook sign-in, connected accounts. */
@Module({})
export class OAuthModule {}
