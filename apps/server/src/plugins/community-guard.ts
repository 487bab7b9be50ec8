import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import type { RouteMeta } from '../common/route-meta';
import { SERVER_MESSAGES } from '../common/server-messages';
import type { CommunityAccess, CommunityAccessService } from '../modules/community/access-service';
import { containsNul } from './input-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `communityScoped` routes once the actor's access to the community is checked. */
    communityAccess: CommunityAccess | null;
  }
}

function communityCodeOf(request: FastifyRequest): string | null {
  for (const source of [request.params, request.query, request.body]) {
    if (source && typeof source === 'object' && 'communityInfoCode' in source) {
      const value = (source as { communityInfoCode?: unknown }).communityInfoCode;
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/**
 * Applies the declared community requirements of a route after authentication: the community
 * must be the actor's (404 otherwise), the permission held and certification done (403).
 * Register after `registerAuth`, whose guard this one follows.
 */
export function registerCommunityGuard(app: FastifyInstance, access: CommunityAccessService): void {
  app.decorateRequest('communityAccess', null);
  app.addHook('onRoute', (route) => {
    const meta = route.config as Partial<RouteMeta> | undefined;
    if (!meta?.communityScoped) {
      if (meta?.permission || meta?.requireCommunityCert) {
        throw new Error(`route ${route.method} ${route.url} needs communityScoped for its permission checks`);
      }
      return;
    }
    if (meta.auth !== 'web')
      throw new Error(`community-scoped route ${route.method} ${route.url} must be auth 'web'`);
    const guard = async (request: FastifyRequest) => {
      const code = communityCodeOf(request);
      if (!code) throw new AppError(400, SERVER_MESSAGES.communityCodeMissing);
      // The code is read before validation and the input guard: its NUL rule applies here first.
      if (containsNul(code)) throw new AppError(400, SERVER_MESSAGES.nulCharacter);
      if (!request.actor) throw new Error('community guard ran before authentication');
      request.communityAccess = await access.require(request.actor, code, {
        permission: meta.permission ?? [],
        requireCommunityCert: meta.requireCommunityCert ?? false,
      });
    };
    const existing = route.preValidation;
    const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    // Right after the auth guard (first, as auth is 'web') and before validation: a caller outside
    // the community or without the permission is refused before their input is looked at (the code
    // is read from the raw params, query or parsed body).
    route.preValidation = [...list.slice(0, 1), guard, ...list.slice(1)];
  });
}
