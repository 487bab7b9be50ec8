import { mayApplyGovCertification } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Gate } from '../../ui/gate';
import { GovCertModal } from './gov-cert-modal';
import './locale';

/**
 * The gate of every government page before certification (SPEC §4/§5): 去认证 opens the certification
 * form; while an application is under review the gate says so and leads to the jurisdiction page,
 * where the state and any rejection reason are shown.
 */
export function GovCertGate({ user }: { user: Pick<UserInfoDto, 'hasGovAuth'> }) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('govSettings');
  const [open, setOpen] = useState(false);
  const state = user.hasGovAuth;
  if (state === 'REVIEWING') {
    return (
      <Gate
        kind="reviewing"
        title={tg('gate.reviewingTitle')}
        reason={tg('card.reviewing')}
        action={
          <Link to="/government">
            <Button>{tg('gate.viewState')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <Gate
        kind="certification"
        title={t('guard.govCertTitle')}
        reason={t('messages.govCertFirst')}
        action={
          mayApplyGovCertification(state) ? (
            <Button type="primary" onClick={() => setOpen(true)}>
              {tg('card.goCertify')}
            </Button>
          ) : null
        }
      />
      <GovCertModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
