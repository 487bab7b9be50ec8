import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Actor } from '../common/actor';
import { AppError } from '../common/app-error';
import type { RouteMeta, WebKind } from '../common/route-meta';
import type { SessionService } from '../modules/account/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth pre-handlers; null on public routes without a valid token. */
    actor: Actor | null;
  }
}

/**
 * The session token of the request: the `token` header only (SPEC §7). Never a query parameter: a
 * session in a URL lands in proxy logs, browser history and Referer headers (issue #21); files a
 * link must open go through short-lived download grants instead.
 */
export function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers.token;
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 512 ? token : null;
}

const WEB_KINDS: Record<WebKind, readonly Actor['sessionKind'][]> = {
  COMMUNITY: ['WEB_COMMUNITY'],
  GOV: ['WEB_GOV'],
  ANY: ['WEB_COMMUNITY', 'WEB_GOV'],
};

export function createAuthGuards(sessions: SessionService) {
  async function loadActor(request: FastifyRequest): Promise<Actor | null> {
    if (request.actor) return request.actor;
    const token = tokenOf(request);
    request.actor = token ? await sessions.resolve(token) : null;
    return request.actor;
  }

  async function requireActor(
    request: FastifyRequest,
    kinds: readonly Actor['sessionKind'][],
  ): Promise<Actor> {
    const token = tokenOf(request);
    if (!token) throw new AppError(401, MESSAGES.loginRequired);
    const actor = await loadActor(request);
    // An owner-H5 token on a workbench call is as good as none (DESIGN §6).
    if (!actor || !kinds.includes(actor.sessionKind)) throw new AppError(401, MESSAGES.sessionExpired);
    return actor;
  }

  /** Workbench session of the given area; owner sessions answer 401. */
  function requireWebSession(kind: WebKind): preHandlerAsyncHookHandler {
    return async (request) => {
      await requireActor(request, WEB_KINDS[kind]);
    };
  }

  /** Owner-H5 session (the mini-program stand-in). */
  function requireOwnerSession(): preHandlerAsyncHookHandler {
    return async (request) => {
      await requireActor(request, ['OWNER']);
    };
  }

  function requireAnySession(): preHandlerAsyncHookHandler {
    return async (request) => {
      await requireActor(request, ['WEB_COMMUNITY', 'WEB_GOV', 'OWNER']);
    };
  }

  function guardFor(meta: RouteMeta): preHandlerAsyncHookHandler | null {
    switch (meta.auth) {
      case 'public':
        return null;
      case 'web':
        return requireWebSession(meta.webKind ?? 'ANY');
      case 'owner':
        return requireOwnerSession();
      case 'session':
        return requireAnySession();
    }
  }

  return { loadActor, requireWebSession, requireOwnerSession, requireAnySession, guardFor };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/**
 * Guards run before validation (preValidation, after the body is parsed): a caller without the
 * right session gets 401 whatever they sent, and never learns the input rules from a 400.
 */
function prependPreValidation(route: RouteOptions, handler: preHandlerAsyncHookHandler): void {
  const existing = route.preValidation;
  const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
  route.preValidation = [handler, ...list];
}

/**
 * Enforces each route's declared `config.auth`. A /v1 route without a declaration fails at startup,
 * so no call is public by omission.
 */
export function registerAuth(app: FastifyInstance, guards: AuthGuards): void {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    const meta = route.config as Partial<RouteMeta> | undefined;
    if (!meta?.auth) {
      if (route.url.startsWith('/v1'))
        throw new Error(`route ${route.method} ${route.url} declares no config.auth`);
      return;
    }
    const guard = guards.guardFor(meta as RouteMeta);
    if (guard) prependPreValidation(route, guard);
  });
}
