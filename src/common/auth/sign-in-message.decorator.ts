import { SetMetadata } from '@nestjs/common';
import type { MessageKey, ParamsArg } from '@autoexport/contract/messages';

export const SIGN_IN_MESSAGE = 'signInMessage';

/** A catalogue message without placeholders. */
export type PlainMessageKey = { [K in MessageKey]: ParamsArg<K> extends [] ? K : never }[MessageKey];

/**
 * A signed-in route's own 401 for a caller who sent no token at all, instead of AUTH_REQUIRED (the spec's "Please
 * login to send an inquiry"). An expired or invalid token still answers its usual code, so the client's session
 * handling is unchanged.
 */
export const SignInMessage = (key: PlainMessageKey) => SetMetadata(SIGN_IN_MESSAGE, key);
