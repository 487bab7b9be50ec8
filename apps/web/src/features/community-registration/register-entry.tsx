import { SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './locale';

/** Offered beside the SPEC §1 message to a user who is not yet in any community. */
export function RegisterCommunityButton() {
  const { t } = useTranslation('communityRegistration');
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<ShopOutlined />} onClick={() => void navigate('/manage/communityRegister')}>
      {t('entry.register')}
    </Button>
  );
}

/** Offered beside the SPEC §5 certification message: apply for this community's certification. */
export function CertifyCommunityButton({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('communityRegistration');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<SafetyCertificateOutlined />}
      onClick={() =>
        void navigate(`/manage/communityRegister?certify=${encodeURIComponent(communityInfoCode)}`)
      }
    >
      {t('entry.certify')}
    </Button>
  );
}
