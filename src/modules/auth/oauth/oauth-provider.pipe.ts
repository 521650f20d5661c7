import { Injectable, type PipeTransform } from '@nestjs/common';
import { invalidField } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../oauth-identity.entity.js';
import { isOAuthProvider } from './oauth-rules.js';

/** A `:provider` path parameter: `google` or `facebook`, anything else is a 400 with the error body. */
@Injectable()
export class OAuthProviderPipe implements PipeTransform<unknown, OAuthProvider> {
  transform(value: unknown): OAuthProvider {
    if (!isOAuthProvider(value)) throw invalidField('provider', Msg.UNKNOWN_PROVIDER, { providers: OAUTH_PROVIDERS.join(', ') });
    return value;
  }
}
