import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

const STATE_COLOR: Record<UserInfoDto['hasGovAuth'], string> = {
  YES: 'success',
  NO: 'default',
  REVIEWING: 'processing',
  REJECTED: 'error',
};

type GovAuthCardProps = { user: UserInfoDto };

/**
 * The government staff member's office and certification state. Applying for certification and the
 * basic settings come with the government capability; until then this card only shows the state.
 */
export function GovAuthCard({ user }: GovAuthCardProps) {
  const { t } = useTranslation();
  const state = user.hasGovAuth;
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
      {state === 'YES' ? null : (
        <Typography.Paragraph type="secondary" className="gov-auth-card__note">
          {t('messages.govCertFirst')}。
          {t('planned.notice', { capability: t('planned.capability.government') })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
