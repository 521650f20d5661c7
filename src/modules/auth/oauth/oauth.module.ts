import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users/users.module.js';
import { AuthModule } from '../auth.module.js';
import { OAuthIdentity } from '../oauth-identity.entity.js';
import { ConnectedAccountsController } from './connected-accounts.controller.js';
import { ConnectedAccountsService } from './connected-accounts.service.js';
import { OAuthController } from './oauth.controller.js';
import { OAuthService } from './oauth.service.js';

/** Google and Facebook sign-in, connected accounts. */
@Module({
  imports: [TypeOrmModule.forFeature([OAuthIdentity]), AuthModule, UsersModule],
  controllers: [OAuthController, ConnectedAccountsController],
  providers: [OAuthService, ConnectedAccountsService],
})
export class OAuthModule {}
