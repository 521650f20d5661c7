import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';

import type { ApiKeyScopeName } from '@autoexport/contract/api-key-scopes';

export { API_KEY_SCOPES, type ApiKeyScopeName } from '@autoexport/contract/api-key-scopes';

export const API_KEY_SCOPE = 'apiKeyScope';
/** The OpenAPI security scheme of `X-API-Key`, and the extension naming an operation's scope. */
export const API_KEY_SECURITY = 'ApiKey';
export const API_KEY_SCOPE_EXTENSION = 'x-api-key-scope';

/**
 * A route a dealer's API key may call, given this scope. A route without it refuses every key with 403
 * `API_KEY_ROUTE_NOT_ALLOWED` (profile, sign-in, staff routes, key management). In OpenAPI: the `ApiKey` security
 * scheme, and the scope in `x-api-key-scope` and the operation's description (src/openapi/swagger.ts).
 */
export const ApiKeyScope = (scope: ApiKeyScopeName) =>
  applyDecorators(SetMetadata(API_KEY_SCOPE, scope), ApiSecurity(API_KEY_SECURITY), ApiExtension(API_KEY_SCOPE_EXTENSION, scope));
