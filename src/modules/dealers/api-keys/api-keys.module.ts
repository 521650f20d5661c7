import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyAuthenticator } from '../../../common/auth/api-key-authenticator.js';
import { AuditModule } from '../../audit/audit.module.js';
import { UsersModule } from '../../users/users.module.js';
import { ApiKeyAuthService } from './api-key-auth.service.js';
import { ApiKeyCallsService } from './api-key-calls.service.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeysAdminController } from './api-keys-admin.controller.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';
import { DealerApiLimit } from './dealer-api-limit.entity.js';

/**
 * Dealers' API keys (issue 14). Global: the app-wide guard (src/common/auth/jwt-auth.guard.ts) resolves `X-API-Key`
 * through the ApiKeyAuthenticator this module provides.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey, DealerApiLimit]), UsersModule, AuditModule],
  controllers: [ApiKeysController, ApiKeysAdminController],
  providers: [ApiKeysService, ApiKeyCallsService, { provide: ApiKeyAuthenticator, useClass: ApiKeyAuthService }],
  exports: [ApiKeyAuthenticator, ApiKeyCallsService],
})
export class ApiKeysModule {}
