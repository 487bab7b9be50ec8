import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { readSession, type WorkbenchSession } from '../../lib/session';
import { fetchLoginInfo } from './account-api';

/** The session's user info (GET /v1/account/loginInfoToC), cached per token and login type. */
export function loginInfoQuery(session: WorkbenchSession | null) {
  return queryOptions({
    queryKey: ['loginInfo', session?.token ?? '', session?.adminOwnerType ?? 'COMMUNITY'],
    queryFn: () => fetchLoginInfo(session?.adminOwnerType ?? 'COMMUNITY'),
    enabled: session !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** After a login the answer already is the user info: seed the cache so no second call is needed. */
export function primeLoginInfo(client: QueryClient, session: WorkbenchSession, info: UserInfoDto): void {
  const { token: _token, ...rest } = info;
  client.setQueryData(loginInfoQuery(session).queryKey, rest);
}

const WORKBENCH_PATH = /^\/(manage|government)(\/|$)/;

/**
 * A cold load of a workbench page asks for the session's user info at once, while the workbench's
 * code is still downloading, instead of after it (issue #25: the session check left the critical
 * path of /manage/vote). The layout's useQuery then finds the answer, or the request in flight.
 * A failure is kept in the cache as the layout's own call would (401 → login page there).
 */
export function prefetchWorkbenchSession(client: QueryClient, pathname: string): void {
  if (!WORKBENCH_PATH.test(pathname)) return;
  const session = readSession();
  if (session) void client.prefetchQuery(loginInfoQuery(session));
}
