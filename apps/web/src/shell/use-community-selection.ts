import type { CommunityDto } from '@gongzhi/domain/account/user-info';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';
import type { WorkbenchArea } from '../routes/guards';
import { chooseCommunity } from './community-choice';

export const COMMUNITY_QUERY = 'communityCode';

type Selection = {
  community: CommunityDto | null;
  /** Switches community: a menu page reopens fresh for the new community, any other page keeps its query. */
  select: (code: string) => void;
};

/**
 * The selected community, kept in the query (`communityCode`) and in local storage (SPEC §4).
 * On community pages the query is completed with the chosen code so links can be shared.
 */
export function useCommunitySelection(
  area: WorkbenchArea,
  communities: readonly CommunityDto[],
  communityPage: boolean,
  onMenuPage: boolean,
): Selection {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef<string | null>(null);
  const queryCode = searchParams.get(COMMUNITY_QUERY);

  const code = chooseCommunity({
    queryCode,
    currentCode: current.current,
    storedCode: getItem<string>(STORAGE_KEYS.communityCode),
    communities,
  });
  const community = useMemo(
    () => communities.find((entry) => entry.communityInfoCode === code) ?? null,
    [communities, code],
  );

  useEffect(() => {
    if (!code) return;
    current.current = code;
    setItem(STORAGE_KEYS.communityCode, code);
    if (communityPage && queryCode !== code) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(COMMUNITY_QUERY, code);
          return next;
        },
        { replace: true },
      );
    }
  }, [code, communityPage, queryCode, setSearchParams]);

  const select = useCallback(
    (next: string) => {
      current.current = next;
      setItem(STORAGE_KEYS.communityCode, next);
      if (onMenuPage || location.pathname === area) {
        void navigate(`${location.pathname}?${COMMUNITY_QUERY}=${encodeURIComponent(next)}`);
        return;
      }
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        params.set(COMMUNITY_QUERY, next);
        return params;
      });
    },
    [area, location.pathname, onMenuPage, navigate, setSearchParams],
  );

  return { community, select };
}
