import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import { lazy, type ReactNode, Suspense } from 'react';
import { checkPageAccess } from '../routes/guards';
import type { PageConfig } from '../routes/page-config';
import type { GateReason } from './page-gate';

// The gates (government certification form, operator pages, antd Result) are their own chunk: a user
// allowed on the page never downloads them (issue #25, the workbench shell stays small).
const PageGate = lazy(() => import('./page-gate'));

type PageAccessProps = {
  page: PageConfig;
  user: UserInfoDto;
  community: CommunityDto | null;
  children: ReactNode;
};

/** Why a page is refused, or null when it is shown; the order is that of SPEC §5/§6. */
export function gateReason(
  page: PageConfig,
  user: UserInfoDto,
  community: CommunityDto | null,
): GateReason | null {
  const access = checkPageAccess(page, user, community);
  // Government certification first: without it the server refuses every community and district call.
  if (access === 'govCertRequired') return access;
  if (page.showCommunityMenu && !community) return 'noCommunity';
  return access === 'allowed' ? null : access;
}

/**
 * Shows the page, or the gate of SPEC §5/§6 when certification or permission is missing. A gated
 * page's component is not rendered at all, so none of its requests (which the server would refuse)
 * is sent.
 */
export function PageAccess({ page, user, community, children }: PageAccessProps) {
  const reason = gateReason(page, user, community);
  if (!reason) return children;
  return (
    <Suspense fallback={null}>
      <PageGate reason={reason} user={user} community={community} />
    </Suspense>
  );
}
