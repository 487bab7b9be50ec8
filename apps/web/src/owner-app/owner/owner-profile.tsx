import { IdCardType, OwnerCertificationStatus } from '@gongzhi/domain/certification/certification-enums';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ownerRequest } from '../../features/account/owner-session';
import { baseInfoQuery } from '../../features/owner/owner-api';
import { useTranslation } from '../../locales/use-translation';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { useOwnerFrame } from '../owner-frame';
import { OwnerButton, OwnerDialog, OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { ElderModeSwitch } from './elder-mode-switch';
import { ReminderSettings } from './reminder-settings';

const STATUS_TONE = { YES: 'success', REVIEWING: 'processing', REJECTED: 'error', NO: 'default' } as const;

/** /owner/profile (我的): name, phone, masked ID (SPEC §5), certification state, 长辈模式, 提醒设置, logout. */
export function OwnerProfile() {
  const { t } = useTranslation('owner');
  const enumLabel = useOwnerEnumLabel();
  const { signOut } = useOwnerFrame();
  const base = useQuery(baseInfoQuery);
  const [confirming, setConfirming] = useState(false);

  const logout = async () => {
    setConfirming(false);
    // The server ends the owner session; the phone forgets it whatever the answer.
    await ownerRequest({ url: '/v1/account/logoutToC', method: 'POST' }).catch(() => undefined);
    signOut();
  };

  if (base.isError) {
    return (
      <OwnerLoadFailed
        title={t('loadFailed')}
        error={base.error}
        retryText={t('retry')}
        onRetry={() => void base.refetch()}
      />
    );
  }
  if (base.isPending) return <OwnerSkeleton />;
  const info = base.data;
  // The server masks already; masking again is harmless and keeps a raw number from ever showing.
  const cardNo = info.cardNo ? maskIdNumber(info.cardNo) : null;
  const cardType = info.cardType ? `${enumLabel('IdCardType', IdCardType, info.cardType)} ` : '';

  return (
    <div className="owner-profile">
      <h1 className="owner-title">{t('profile.title')}</h1>
      <section className="owner-card" aria-label={t('profile.realName')}>
        <div className="owner-card__head">{t('profile.realName')}</div>
        <div className="owner-profile__row">
          <span>{t('profile.name')}</span>
          <span className="owner-profile__value">{info.ownerName ?? t('profile.notRealNamed')}</span>
        </div>
        <div className="owner-profile__row">
          <span>{t('profile.mobile')}</span>
          <span className="owner-profile__value">{info.mobile}</span>
        </div>
        <div className="owner-profile__row">
          <span>{t('profile.idNumber')}</span>
          <span className="owner-profile__value" data-testid="owner-card-no">
            {cardNo ? `${cardType}${cardNo}` : t('profile.notRealNamed')}
          </span>
        </div>
        <div className="owner-profile__row">
          <span>{t('profile.certificationStatus')}</span>
          <OwnerTag tone={STATUS_TONE[info.certificationStatus]}>
            {enumLabel('OwnerCertificationStatus', OwnerCertificationStatus, info.certificationStatus)}
          </OwnerTag>
        </div>
      </section>
      <section className="owner-card" aria-label={t('profile.display')}>
        <ElderModeSwitch />
      </section>
      <ReminderSettings />
      <div className="owner-actions">
        <OwnerButton block className="ob--danger" onClick={() => setConfirming(true)}>
          {t('profile.logout')}
        </OwnerButton>
      </div>
      <OwnerDialog
        open={confirming}
        title={t('profile.logoutConfirm')}
        okText={t('profile.logout')}
        onOk={() => void logout()}
        cancelText={t('profile.cancel')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
