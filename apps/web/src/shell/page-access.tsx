import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CertifyCommunityButton,
  RegisterCommunityButton,
} from '../features/community-registration/register-entry';
import { OperatorHome } from '../features/platform-operator/operator-pages';
import { checkPageAccess } from '../routes/guards';
import type { PageConfig } from '../routes/page-config';

type PageAccessProps = {
  page: PageConfig;
  user: UserInfoDto;
  community: CommunityDto | null;
  children: ReactNode;
};

/** Shows the page, or the message of SPEC §5/§6 when certification or permission is missing. */
export function PageAccess({ page, user, community, children }: PageAccessProps) {
  const { t } = useTranslation();
  if (page.showCommunityMenu && !community) {
    const reason = user.adminOwnerType === 'GOV' ? t('shell.noJurisdiction') : t('messages.webStaffOnly');
    // A community login not yet in any community may register one (docs/contracts/community.md).
    const register = user.adminOwnerType === 'GOV' ? null : <RegisterCommunityButton />;
    const noCommunity = (
      <Result status="info" title={t('shell.noCommunity')} subTitle={reason} extra={register} />
    );
    // A platform operator without a community (a new deployment's first one) gets the operator pages.
    return user.adminOwnerType === 'GOV' ? noCommunity : <OperatorHome fallback={noCommunity} />;
  }
  const access = checkPageAccess(page, user, community);
  if (access === 'allowed') return children;
  if (access === 'govCertRequired') {
    return <Result status="warning" title={t('guard.govCertTitle')} subTitle={t('messages.govCertFirst')} />;
  }
  if (access === 'communityNotCertified') {
    return (
      <Result
        status="warning"
        title={t('guard.notCertifiedTitle')}
        subTitle={t('messages.communityNotCertified')}
        extra={
          user.adminOwnerType === 'GOV' || !community ? null : (
            <CertifyCommunityButton communityInfoCode={community.communityInfoCode} />
          )
        }
      />
    );
  }
  return <Result status="403" title={t('guard.forbiddenTitle')} subTitle={t('messages.noPermission')} />;
}
