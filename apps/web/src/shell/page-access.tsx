import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CertifyCommunityButton,
  RegisterCommunityButton,
} from '../features/community-registration/register-entry';
import { GovCertGate } from '../features/gov-settings/gov-cert-gate';
import { OperatorHome } from '../features/platform-operator/operator-pages';
import { checkPageAccess } from '../routes/guards';
import type { PageConfig } from '../routes/page-config';
import { Gate } from '../ui/gate';

type PageAccessProps = {
  page: PageConfig;
  user: UserInfoDto;
  community: CommunityDto | null;
  children: ReactNode;
};

/**
 * Shows the page, or the gate of SPEC §5/§6 when certification or permission is missing. A gated
 * page's component is not rendered at all, so none of its requests (which the server would refuse)
 * is sent.
 */
export function PageAccess({ page, user, community, children }: PageAccessProps) {
  const { t } = useTranslation();
  const access = checkPageAccess(page, user, community);
  // Government certification first: without it the server refuses every community and district call.
  if (access === 'govCertRequired') return <GovCertGate user={user} />;
  if (page.showCommunityMenu && !community) {
    const reason = user.adminOwnerType === 'GOV' ? t('shell.noJurisdiction') : t('messages.webStaffOnly');
    // A community login not yet in any community may register one (docs/contracts/community.md).
    const register = user.adminOwnerType === 'GOV' ? null : <RegisterCommunityButton />;
    const noCommunity = <Gate kind="info" title={t('shell.noCommunity')} reason={reason} action={register} />;
    // A platform operator without a community (a new deployment's first one) gets the operator pages.
    return user.adminOwnerType === 'GOV' ? noCommunity : <OperatorHome fallback={noCommunity} />;
  }
  if (access === 'allowed') return children;
  if (access === 'communityNotCertified') {
    return (
      <Gate
        kind="certification"
        title={t('guard.notCertifiedTitle')}
        reason={t('messages.communityNotCertified')}
        action={
          user.adminOwnerType === 'GOV' || !community ? null : (
            <CertifyCommunityButton communityInfoCode={community.communityInfoCode} />
          )
        }
      />
    );
  }
  return <Gate kind="forbidden" title={t('guard.forbiddenTitle')} reason={t('messages.noPermission')} />;
}
