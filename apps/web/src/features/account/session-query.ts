import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { WorkbenchSession } from '../../lib/session';
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
