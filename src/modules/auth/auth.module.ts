import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../../common/auth/auth-user.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountClosureModule } from '../account-closure/account-closure.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthSession } from './auth-session.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { OAuthIdentity } from './oauth-identity.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_SECONDS, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
        verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
    TypeOrmModule.forFeature([AuthSession, RefreshToken, OAuthIdentity, PasswordResetToken]),
    UsersModule,
    // Deleting one's own account runs the account closure (issue 24 §6).
    AccountClosureModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, JwtStrategy],
  exports: [AuthService, SessionsService],
})
export class AuthModule {}
