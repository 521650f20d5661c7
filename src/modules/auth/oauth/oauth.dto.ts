import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { says } from '../../../common/validation/rules.js';
import { OAUTH_PROVIDERS, type OAuthIdentity, type OAuthProvider } from '../oauth-identity.entity.js';

const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
const NONCE_EXAMPLE = 'q1Yh0c7fR9sLx2TgWm4bNe';

export class ExchangeCodeDto {
  @ApiProperty({
    description: 'The one-time code from `/auth/callback?code=…`; valid 60 seconds, usable once',
    example: 'Vq3Jd0m8b7yQ1u0i6m1r2u4bq0b3k8GkqgXn6c9Yw1E',
    pattern: '^[A-Za-z0-9_-]{1,100}$',
  })
  // One rule, so a missing code gives one message; a well-formed but unknown code is the service's 401.
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, says(Msg.OAUTH_CODE_REQUIRED))
  code: string;

  @ApiProperty({
    description: 'The nonce the client sent to `GET /api/auth/<provider>` when it started this sign-in',
    example: NONCE_EXAMPLE,
  })
  @Matches(NONCE_PATTERN, says(Msg.OAUTH_NONCE_INVALID))
  nonce: string;
}

export class StartOAuthQueryDto {
  @ApiProperty({
    description:
      'A random value the client makes (at least 128 bits, base64url), keeps in sessionStorage and sends again with the code ' +
      'exchange; it ties the sign-in to this browser, so nobody can sign a visitor into another account.',
    example: NONCE_EXAMPLE,
    pattern: NONCE_PATTERN.source,
  })
  @Matches(NONCE_PATTERN, says(Msg.OAUTH_NONCE_INVALID))
  nonce: string;
}

export class OAuthProviderInfoDto {
  @ApiProperty({ enum: OAUTH_PROVIDERS, example: 'google' })
  provider: OAuthProvider;

  @ApiProperty({ example: 'Google' })
  label: string;

  @ApiProperty({ example: true, description: 'Whether this site is configured for it; the client hides the button when false' })
  enabled: boolean;
}

export class OAuthProvidersDto {
  @ApiProperty({ type: [OAuthProviderInfoDto] })
  providers: OAuthProviderInfoDto[];
}

export class ConnectedAccountDto {
  @ApiProperty({ enum: OAUTH_PROVIDERS, example: 'google' })
  provider: OAuthProvider;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'bilal.khan@gmail.com',
    description: 'The email the provider gave at the last sign-in (Facebook may give none)',
  })
  email: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' })
  connectedAt: string;
}

export class ConnectedAccountsDto {
  @ApiProperty({ example: true, description: 'Whether the account can also sign in with email and password' })
  hasPassword: boolean;

  @ApiProperty({ type: [ConnectedAccountDto] })
  accounts: ConnectedAccountDto[];
}

export class AccountDisconnectedDto extends ConnectedAccountsDto {
  @ApiProperty({ example: 'Your Google account has been disconnected.' })
  message: string;
}

export function toConnectedAccounts(hasPassword: boolean, identities: OAuthIdentity[]): ConnectedAccountsDto {
  return {
    hasPassword,
    accounts: identities.map((i) => ({ provider: i.provider, email: i.email, connectedAt: i.createdAt.toISOString() })),
  };
}
