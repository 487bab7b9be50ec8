import type { OperatePermission } from '@gongzhi/domain/account/permissions';

/**
 * Who may call a route, declared on every route as `config` so the auth plugin enforces it and a
 * security suite (or docs/api.md) can list it: `public` needs no token, `web` a workbench session
 * (`webKind` narrows it to the community or government workbench), `owner` an owner-H5 session,
 * `session` any valid session.
 */
export type RouteAuth = 'public' | 'web' | 'owner' | 'session';
export type WebKind = 'COMMUNITY' | 'GOV' | 'ANY';

export type RouteMeta = {
  auth: RouteAuth;
  webKind?: WebKind;
  /** The route acts on one community named by `communityInfoCode` (query, body or params). */
  communityScoped?: boolean;
  /** Any one of these is enough (SPEC §6). Requires `communityScoped`. */
  permission?: readonly OperatePermission[];
  /** Community certification (hasAuth YES) needed (SPEC §5). Requires `communityScoped`. */
  requireCommunityCert?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig extends Partial<RouteMeta> {}
}
