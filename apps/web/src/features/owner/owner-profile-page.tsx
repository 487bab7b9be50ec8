import { IdCardType, OwnerCertificationStatus } from '@gongzhi/domain/certification/certification-enums';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { ownerRequest } from '../account/owner-session';
import { baseInfoQuery } from './owner-api';
import { useOwnerFrame } from './owner-frame';
import './locale';
import './owner.css';
import { useEnumLabel } from '../../locales/enum-label';

const STATUS_COLOR = { YES: 'success', REVIEWING: 'processing', REJECTED: 'error', NO: 'default' } as const;

/** /owner/profile: name, phone, masked ID (SPEC §5), certification status, logout. */
export function OwnerProfilePage() {
  const { t } = useTranslation('owner');
  const enumLabel = useEnumLabel();
  const { modal } = App.useApp();
  const { signOut } = useOwnerFrame();
  const base = useQuery(baseInfoQuery);

  const confirmLogout = () =>
    modal.confirm({
      title: t('profile.logoutConfirm'),
      okText: t('profile.logout'),
      cancelText: t('profile.cancel'),
      onOk: async () => {
        // The server ends the owner session; the phone forgets it whatever the answer.
        await ownerRequest({ url: '/v1/account/logoutToC', method: 'POST' }).catch(() => undefined);
        signOut();
      },
    });

  if (base.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={failureMessage(base.error)}
        extra={<Button onClick={() => void base.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (base.isPending) return <Skeleton active />;
  const info = base.data;
  // The server masks already; masking again is harmless and keeps a raw number from ever showing.
  const cardNo = info.cardNo ? maskIdNumber(info.cardNo) : null;

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
            {cardNo
              ? `${info.cardType ? `${enumLabel(IdCardType, info.cardType)} ` : ''}${cardNo}`
              : t('profile.notRealNamed')}
          </span>
        </div>
        <div className="owner-profile__row">
          <span>{t('profile.certificationStatus')}</span>
          <Tag color={STATUS_COLOR[info.certificationStatus]}>
            {enumLabel(OwnerCertificationStatus, info.certificationStatus)}
          </Tag>
        </div>
      </section>
      <div className="owner-actions">
        <Button size="large" block danger onClick={confirmLogout}>
          {t('profile.logout')}
        </Button>
      </div>
    </div>
  );
}
