import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ApiKeyCaller, ApiKeyAuthenticator } from '../../../common/auth/api-key-authenticator.js';
import { forbidden, unauthorized } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { UsersService } from '../../users/users.service.js';
import { ipAllowed, keyMatches, prefixOf } from './api-key-rules.js';
import { keyByPrefix } from './api-keys.repository.js';

/**
 * Resolves `X-API-Key` for the global guard, on every request and without a cache (a revocation, a suspension or a
 * change of account type acts on the very next call): the key by its prefix with the dealer's limits, its hash
 * compared in constant time, the caller's address against its allow-list, then the dealer.
 */
@Injectable()
export class ApiKeyAuthService extends ApiKeyAuthenticator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async authenticate(text: string, ip: string): Promise<ApiKeyCaller> {
    const prefix = prefixOf(text);
    if (!prefix) throw unauthorized(Msg.API_KEY_INVALID);
    const key = await keyByPrefix(this.dataSource, prefix);
    if (!key || !keyMatches(text, key.secret_hash)) throw unauthorized(Msg.API_KEY_INVALID);
    if (key.revoked_at) throw unauthorized(Msg.API_KEY_REVOKED);
    if (!ipAllowed(key.allowed_ips, ip)) throw forbidden(Msg.API_KEY_IP_NOT_ALLOWED);
    const dealer = await this.users.findById(String(key.user_id));
    if (!dealer) throw unauthorized(Msg.API_KEY_INVALID);
    if (dealer.status !== 'active') throw forbidden(Msg.ACCOUNT_SUSPENDED);
    if (dealer.accountType !== 'dealer') throw forbidden(Msg.API_KEY_NOT_DEALER);
    return {
      user: {
        id: String(dealer.id),
        publicId: dealer.publicId,
        email: dealer.email,
        role: dealer.role,
        status: dealer.status,
        // No sign-in session: the key stands in its place (routes that end sessions are not reachable with a key).
        sessionId: key.public_id,
        apiKey: { id: String(key.id), publicId: key.public_id, scopes: key.scopes },
      },
      perMinute: key.per_minute ?? this.config.apiKeyLimits.perMinute,
      perDay: key.per_day ?? this.config.apiKeyLimits.perDay,
    };
  }
}
