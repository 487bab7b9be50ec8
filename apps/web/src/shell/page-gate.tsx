import type { CommunityDto, UserInfoDto } from '@gongzhi/domain/account/user-info';
import { useTranslation } from 'react-i18next';
import {
  CertifyCommunityButton,
  RegisterCommunityButton,
} from '../features/community-registration/register-entry';
import { GovCertGate } from '../features/gov-settings/gov-cert-gate';
import { OperatorHome } from '../features/platform-operator/operator-pages';
import type { PageAccess } from '../routes/guards';
import { Gate } from '../ui/gate';

/** Why the page is not shown: a refusal of checkPageAccess, or a community page with no community. */
export type GateReason = Exclude<PageAccess, 'allowed'> | 'noCommunity';

type PageGateProps = { reason: GateReason; user: UserInfoDto; community: CommunityDto | null };

/**
 * The gate of SPEC §5/§6 shown instead of a page (page-access.tsx decides when). Its own chunk: the
 * government certification form (uploads, zod rules), the operator pages and antd's Result load
 * only for a user who meets a gate, not with every workbench page (issue #25).
 */
export default function PageGate({ reason: gate, user, community }: PageGateProps) {
  const { t } = useTranslation();
  if (gate === 'govCertRequired') return <GovCertGate user={user} />;
  if (gate === 'noCommunity') {
    const reason = user.adminOwnerType === 'GOV' ? t('shell.noJurisdiction') : t('messages.webStaffOnly');
    // A community login not yet in any community may register one (docs/contracts/community.md).
    const register = user.adminOwnerType === 'GOV' ? null : <RegisterCommunityButton />;
    const noCommunity = <Gate kind="info" title={t('shell.noCommunity')} reason={reason} action={register} />;
    // A platform operator without a community (a new deployment's first one) gets the operator pages.
    return user.adminOwnerType === 'GOV' ? noCommunity : <OperatorHome fallback={noCommunity} />;
  }
  if (gate === 'communityNotCertified') {
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
