import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, permissionDenied, unauthorized } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { rateLimitHeaders, RateLimiterService } from '../rate-limit/rate-limiter.service.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { API_KEY_SCOPE, type ApiKeyScopeName } from './api-key-scope.decorator.js';
import type { AuthUser } from './auth-user.js';
import { IS_PUBLIC } from './public.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';
import { type PlainMessageKey, SIGN_IN_MESSAGE } from './sign-in-message.decorator.js';
import type { Role } from '@autoexport/contract/users';

interface RouteAccess {
  isPublic: boolean;
  roles?: Role[];
  signInMessage?: PlainMessageKey;
  /** The scope a dealer's API key needs here; none: no key may call the route. */
  apiKeyScope?: ApiKeyScopeName;
}

export const API_KEY_HEADER = 'x-api-key';
const DAY_SECONDS = 86_400;

/**
 * The global guard: every route needs a valid access token unless marked @Public(). On a public route a
 * token, when sent and valid, still identifies the caller (signed-in users see prices; anonymous ones do not).
 *
 * A dealer's integration may send `X-API-Key` instead (never with a token): the key is checked on every request (no
 * cache, so a revocation acts at once), counted against its per-minute and per-day limits (RateLimit-* headers, 429
 * over them), and the route must carry @ApiKeyScope with a scope the key has. The caller is then the dealer.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') implements CanActivate {
  /** Each route's @Public() and @Roles() by controller and handler, read once: metadata does not change after start-up. */
  private readonly access = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    @Optional() private readonly apiKeys?: ApiKeyAuthenticator,
    @Optional() @Inject(RateLimiterService) private readonly limiter?: RateLimiterService,
  ) {
    super();
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const [handler, controller] = [context.getHandler(), context.getClass()];
    let routes = this.access.get(controller);
    if (!routes) this.access.set(controller, (routes = new WeakMap()));
    let access = routes.get(handler);
    if (!access) {
      access = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true,
        roles: this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [handler, controller]),
        signInMessage: this.reflector.getAllAndOverride<PlainMessageKey | undefined>(SIGN_IN_MESSAGE, [handler, controller]),
        apiKeyScope: this.reflector.getAllAndOverride<ApiKeyScopeName | undefined>(API_KEY_SCOPE, [handler, controller]),
      };
      routes.set(handler, access);
    }
    return access;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.accessOf(context);
    const { isPublic, roles, signInMessage } = access;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (request.headers[API_KEY_HEADER] !== undefined) return this.acceptApiKey(context, access);
    if (isPublic && !request.headers.authorization) return true;
    try {
      await (super.canActivate(context) as Promise<boolean>);
    } catch (error) {
      // A bad token on a public route is not an error: the caller is simply anonymous.
      if (isPublic) return true;
      // No token at all, on a route with a 401 of its own (@SignInMessage).
      if (signInMessage && error instanceof AppError && error.code === Msg.AUTH_REQUIRED) throw unauthorized(signInMessage);
      throw error;
    }
    if (roles && !roles.includes(request.user!.role)) throw permissionDenied();
    return true;
  }

  /** A request with `X-API-Key`: the key's dealer becomes the caller, within the key's limits and scopes. */
  private async acceptApiKey(context: ExecutionContext, access: RouteAccess): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const key = request.headers[API_KEY_HEADER];
    if (request.headers.authorization !== undefined) throw badRequest(Msg.API_KEY_WITH_TOKEN);
    if (!this.apiKeys || !this.limiter || typeof key !== 'string') throw unauthorized(Msg.API_KEY_INVALID);
    const caller = await this.apiKeys.authenticate(key, request.ip);
    const apiKey = caller.user.apiKey!;
    // The caller from here on, so a refused or throttled call is still recorded as the key's (its activity log).
    request.user = caller.user;
    // Every authenticated call counts, refused ones too: a client looping on a 403 is still load.
    // Reads fail open while Redis is down (nothing metered, no RateLimit-* headers); writes answer 503 (rate-limiter.service.ts).
    const state = await this.limiter.take(
      [
        { key: `apikey:min:${apiKey.id}`, limit: caller.perMinute, windowSeconds: 60 },
        { key: `apikey:day:${apiKey.id}`, limit: caller.perDay, windowSeconds: DAY_SECONDS },
      ],
      { failOpen: request.method === 'GET' || request.method === 'HEAD' },
    );
    if (state) void http.getResponse<FastifyReply>().headers(rateLimitHeaders(state));
    if (!access.apiKeyScope) throw forbidden(Msg.API_KEY_ROUTE_NOT_ALLOWED);
    if (!apiKey.scopes.includes(access.apiKeyScope)) throw forbidden(Msg.API_KEY_SCOPE_MISSING, { scope: access.apiKeyScope });
    if (access.roles && !access.roles.includes(caller.user.role)) throw permissionDenied();
    return true;
  }

  override handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error) throw error;
    if (!user) {
      const name = (info as { name?: string } | undefined)?.name;
      if (name === 'TokenExpiredError') throw unauthorized(Msg.TOKEN_EXPIRED);
      if (info instanceof Error && /No auth token/i.test(info.message)) throw unauthorized(Msg.AUTH_REQUIRED);
      throw unauthorized(Msg.TOKEN_INVALID);
    }
    return user;
  }
}
