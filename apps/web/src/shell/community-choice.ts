import type { CommunityDto } from '@gongzhi/domain/account/user-info';

export type CommunityChoiceInput = {
  /** `communityCode` from the query string. */
  queryCode: string | null;
  /** The community the workbench is showing right now (kept while the user moves between pages). */
  currentCode: string | null;
  /** The community remembered in local storage from an earlier visit. */
  storedCode: string | null;
  communities: readonly Pick<CommunityDto, 'communityInfoCode'>[];
};

/**
 * The selected community (SPEC §4): a valid query value, else the current community, else the
 * stored one, else the first community of the user; null when the user has none. "Valid" means
 * one of the user's communities, so a stale or foreign code never selects anything.
 */
export function chooseCommunity({
  queryCode,
  currentCode,
  storedCode,
  communities,
}: CommunityChoiceInput): string | null {
  const isMine = (code: string | null): code is string =>
    code !== null && communities.some((community) => community.communityInfoCode === code);
  for (const candidate of [queryCode, currentCode, storedCode]) {
    if (isMine(candidate)) return candidate;
  }
  return communities[0]?.communityInfoCode ?? null;
}
