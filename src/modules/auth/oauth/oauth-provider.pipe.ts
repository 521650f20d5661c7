import { Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from '../../../common/errors/app-error.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../oauth-identity.entity.js';
import { isOAuthProvider } from './oauth-rules.js';

export const UNKNOWN_PROVIDER_MESSAGE = `Unknown sign-in provider. Use one of: ${OAUTH_PROVIDERS.join(', ')}.`;

/** A `:provider` path parameter: `google` or `facebook`, anything else is a 400 with the error body. */
@Injectable()
export class OAuthProviderPipe implements PipeTransform<unknown, OAuthProvider> {
  transform(value: unknown): OAuthProvider {
    if (!isOAuthProvider(value))
      throw badRequest('UNKNOWN_PROVIDER', UNKNOWN_PROVIDER_MESSAGE, [{ field: 'provider', message: UNKNOWN_PROVIDER_MESSAGE }]);
    return value;
  }
}
