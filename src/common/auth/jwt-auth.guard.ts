import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError, permissionDenied, unauthorized } from '../errors/app-error.js';
import { Msg } from '../errors/messages.js';
import type { AuthUser } from './auth-user.js';
import { IS_PUBLIC } from './public.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';
import { type PlainMessageKey, SIGN_IN_MESSAGE } from './sign-in-message.decorator.js';
import type { Role } from '../../modules/users/user.entity.js';

interface RouteAccess {
  isPublic: boolean;
  roles?: Role[];
  signInMessage?: PlainMessageKey;
}

/**
 * The global guard: every route needs a valid access token unless marked @Public(). On a public route a
 * token, when sent and valid, still identifies the caller (signed-in users see prices; anonymous ones do not).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') implements CanActivate {
  /** Each route's @Public() and @Roles() by controller and handler, read once: metadata does not change after start-up. */
  private readonly access = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(private readonly reflector: Reflector) {
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
      };
      routes.set(handler, access);
    }
    return access;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, roles, signInMessage } = this.accessOf(context);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
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
