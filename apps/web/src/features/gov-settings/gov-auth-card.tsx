import { mayApplyGovCertification } from '@gongzhi/domain/account/account-enums';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { mayOpenBasicSettings } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicSettingsModal } from './basic-settings-modal';
import { GovCertModal } from './gov-cert-modal';
import { govAuthInfoQuery } from './gov-settings-api';
import './locale';
import './gov-settings.css';

const STATE_COLOR: Record<UserInfoDto['hasGovAuth'], string> = {
  YES: 'success',
  NO: 'default',
  REVIEWING: 'processing',
  REJECTED: 'error',
};

type GovAuthCardProps = { user: UserInfoDto };

/**
 * The government staff member's office and certification state (SPEC §4): 'go certify' when NO or
 * REJECTED; basic settings open only when YES, otherwise the warning to certify first.
 */
export function GovAuthCard({ user }: GovAuthCardProps) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('govSettings');
  const { message } = App.useApp();
  const [certOpen, setCertOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const state = user.hasGovAuth;
  const info = useQuery({
    ...govAuthInfoQuery(),
    enabled: state === 'REJECTED' && user.adminOwnerType === 'GOV',
  });

  const openSettings = () => {
    if (!mayOpenBasicSettings(state)) {
      void message.warning(t('messages.govCertFirst'));
      return;
    }
    setSettingsOpen(true);
  };

  return (
    <Card variant="borderless" className="gov-auth-card">
      <Descriptions column={{ xs: 1, sm: 2, md: 4 }} size="small">
        {user.govInfo ? (
          <Descriptions.Item label={t('shell.streetLabel')}>{user.govInfo.streetName}</Descriptions.Item>
        ) : null}
        {user.govInfo?.govCommunityName ? (
          <Descriptions.Item label={t('shell.govCommunityLabel')}>
            {user.govInfo.govCommunityName}
          </Descriptions.Item>
        ) : null}
        {user.position ? (
          <Descriptions.Item label={t('shell.position')}>{user.position}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('shell.govAuthLabel')}>
          <Tag color={STATE_COLOR[state]}>{t(`shell.govAuthState.${state}`)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      {state === 'REVIEWING' ? (
        <Typography.Paragraph type="secondary" className="gov-auth-card__note">
          {tg('card.reviewing')}
        </Typography.Paragraph>
      ) : null}
      {state === 'REJECTED' && info.data?.rejectReason ? (
        <Typography.Paragraph type="danger" className="gov-auth-card__note">
          {tg('card.rejected', { reason: info.data.rejectReason })}
        </Typography.Paragraph>
      ) : null}
      {state === 'NO' ? (
        <Typography.Paragraph type="secondary" className="gov-auth-card__note">
          {t('messages.govCertFirst')}
        </Typography.Paragraph>
      ) : null}
      <Space className="gov-auth-card__actions">
        {mayApplyGovCertification(state) ? (
          <Button type="primary" onClick={() => setCertOpen(true)}>
            {tg('card.goCertify')}
          </Button>
        ) : null}
        {user.govInfo ? <Button onClick={openSettings}>{tg('card.basicSettings')}</Button> : null}
      </Space>
      <GovCertModal open={certOpen} onClose={() => setCertOpen(false)} />
      {user.govInfo ? (
        <BasicSettingsModal
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          govInfo={user.govInfo}
        />
      ) : null}
    </Card>
  );
}
