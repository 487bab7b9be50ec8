import type { FastifyRequest } from 'fastify';
import type { CommunityAccess } from '../modules/community/access-service';
import type { Actor } from './actor';

/** The authenticated caller (routes with auth other than 'public'). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('authenticated route without actor');
  return request.actor;
}

/** The community access the guard resolved (communityScoped routes). */
export function accessOf(request: FastifyRequest): CommunityAccess {
  if (!request.communityAccess) throw new Error('community-scoped route without access');
  return request.communityAccess;
}
