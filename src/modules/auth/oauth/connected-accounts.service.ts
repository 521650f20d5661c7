import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { conflict, notFound } from '../../../common/errors/app-error.js';
import { formatMessage, Msg } from '@autoexport/contract/messages';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { AccountActivityService } from '../../users/account-activity.service.js';
import { UsersService } from '../../users/users.service.js';
import { OAuthIdentity, type OAuthProvider } from '../oauth-identity.entity.js';
import { type AccountDisconnectedDto, type ConnectedAccountsDto, toConnectedAccounts } from './oauth.dto.js';
import { identitiesLockedOf } from './oauth-identities.repository.js';
import { canUnlink, PROVIDER_LABELS } from './oauth-rules.js';

/** The Google and Facebook accounts connected to the signed-in user's account: always the caller's own. */
@Injectable()
export class ConnectedAccountsService {
  constructor(
    @InjectRepository(OAuthIdentity) private readonly identities: Repository<OAuthIdentity>,
    private readonly users: UsersService,
    private readonly activity: AccountActivityService,
  ) {}

  async list(userId: string): Promise<ConnectedAccountsDto> {
    const user = await this.users.getById(userId);
    const identities = await this.identities.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return toConnectedAccounts(user.passwordHash !== null, identities);
  }

  /**
   * Disconnects a provider unless it is the account's last way to sign in. The user's identity rows are locked
   * first, so two concurrent disconnections of an account's only two providers cannot both succeed.
   */
  async unlink(ctx: RequestContext, provider: OAuthProvider): Promise<AccountDisconnectedDto> {
    const userId = actorOf(ctx).id;
    await this.identities.manager.transaction(async (m) => {
      const connected = await identitiesLockedOf(m, userId);
      const target = connected.find((i) => i.provider === provider);
      if (!target) throw notFound(Msg.ACCOUNT_NOT_CONNECTED, { provider: PROVIDER_LABELS[provider] });
      const user = await this.users.getById(userId, m);
      if (
        !canUnlink(
          provider,
          user.passwordHash !== null,
          connected.map((i) => i.provider),
        )
      ) {
        throw conflict(Msg.LAST_SIGN_IN_METHOD);
      }
      await m.getRepository(OAuthIdentity).delete({ id: target.id });
      await this.activity.record(ctx, userId, 'account_unlinked', { provider, email: target.email }, m);
    });
    const message = formatMessage(Msg.ACCOUNT_DISCONNECTED, { provider: PROVIDER_LABELS[provider] });
    return { message, ...(await this.list(userId)) };
  }
}
