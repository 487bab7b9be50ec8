import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Gate } from '../../ui/gate';
import { myCertificationsQuery } from '../certification/certification-api';
import './locale';

/**
 * The gate of owner pages before owner certification: why the page is empty and 去认证. While an
 * application is under review the gate shows that state (another house may still be certified).
 * `reason` is the page's own sentence (e.g. "完成业主认证后可查看本小区提案").
 */
export function OwnerCertifyGate({ reason }: { reason: string }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const applications = useQuery(myCertificationsQuery);
  const reviewing = (applications.data ?? []).some((application) => application.state === 'REVIEWING');
  return (
    <div className="owner-card">
      <Gate
        kind={reviewing ? 'reviewing' : 'certification'}
        title={reviewing ? t('gate.reviewingTitle') : t('gate.title')}
        reason={reviewing ? `${t('gate.reviewingReason')} ${reason}` : reason}
        action={
          <Button type="primary" size="large" onClick={() => void navigate('/owner/certify')}>
            {t('home.certifyNow')}
          </Button>
        }
      />
    </div>
  );
}
