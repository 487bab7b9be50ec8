import type { CommunityInfoDto } from '@gongzhi/domain/community/community-info';
import type {
  CommunityRegistrationDto,
  CommunityRegistrationState,
} from '@gongzhi/domain/community/community-registration';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { request } from '../../lib/request';
import { myRegistrationsQuery } from './registration-api';
import { RegistrationForm, type RegistrationValues } from './registration-form';
import './locale';

/** Fixed colours: the workbench's primary colour is red in /manage, so 'processing' would read as an error. */
export const STATE_COLOR: Record<CommunityRegistrationState, string> = {
  REVIEWING: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
};

function valuesOf(item: CommunityRegistrationDto): Partial<RegistrationValues> {
  return {
    communityName: item.communityName,
    provinceName: item.provinceName,
    cityName: item.cityName,
    districtName: item.districtName,
    address: item.address,
    streetCode: item.streetCode,
    govCommunityCode: item.govCommunityCode,
    organisationType: item.organisationType,
    roleType: item.roleType,
    proof: item.proveFiles,
  };
}

/**
 * /manage/communityRegister (ours, docs/contracts/community.md): a user not yet in any community
 * registers one; with `?certify=<communityInfoCode>` a member of an uncertified community applies
 * for its certification. Their applications show with state and, once rejected, the reason and a
 * way to fix and resubmit the same application.
 */
export function CommunityRegisterPage() {
  const { t } = useTranslation('communityRegistration');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const certify = params.get('certify');
  const mine = useQuery(myRegistrationsQuery);
  const existing = useQuery({
    queryKey: ['communityInfo', certify],
    queryFn: () =>
      request<CommunityInfoDto>({ url: '/v1/communityInfo/info', data: { communityInfoCode: certify } }),
    enabled: certify !== null,
  });
  const [editing, setEditing] = useState<CommunityRegistrationDto | null>(null);
  const [adding, setAdding] = useState(false);

  if (mine.isPending || (certify !== null && existing.isPending)) return <Spin />;
  const list = (mine.data ?? []).filter((item) => item.kind !== 'ORG_CHANGE');
  const showForm = editing !== null || adding || list.length === 0;
  const info = existing.data;
  const initial: Partial<RegistrationValues> = editing
    ? valuesOf(editing)
    : info
      ? {
          communityName: info.communityName,
          provinceName: info.provinceName ?? '',
          cityName: info.cityName ?? '',
          districtName: info.districtName ?? '',
          address: info.address ?? '',
          streetCode: info.streetCode ?? undefined,
          govCommunityCode: info.govCommunityCode,
          organisationType: info.organisationState === 'ESTABLISHED_COMMITTEE' ? 'COMMITTEE' : 'PREPARATORY',
        }
      : {};

  const closeForm = () => {
    setEditing(null);
    setAdding(false);
  };

  const enter = async (code: string | null) => {
    await client.invalidateQueries({ queryKey: ['loginInfo'] });
    await navigate(code ? `/manage?communityCode=${encodeURIComponent(code)}` : '/manage');
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {list.length > 0 ? (
        <Card title={t('register.mine')}>
          <List
            dataSource={list}
            renderItem={(item) => (
              <List.Item
                key={item.registrationId}
                actions={[
                  item.state === 'REJECTED' && editing?.registrationId !== item.registrationId ? (
                    <Button key="fix" type="primary" onClick={() => setEditing(item)}>
                      {t('register.fix')}
                    </Button>
                  ) : null,
                  item.state === 'APPROVED' ? (
                    <Button key="enter" onClick={() => void enter(item.communityInfoCode)}>
                      {t('register.enter')}
                    </Button>
                  ) : null,
                ].filter(Boolean)}
              >
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <strong>{item.communityName}</strong>
                    <Tag>{t(`kind.${item.kind}`)}</Tag>
                    <Tag color={STATE_COLOR[item.state]}>{t(`state.${item.state}`)}</Tag>
                  </Space>
                  <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
                    <Descriptions.Item label={t('register.submittedAt')}>
                      {formatDateTime(item.gmtSubmit)}
                      {item.submitCount > 1
                        ? ` · ${t('register.submitCount', { count: item.submitCount })}`
                        : ''}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('review.jurisdiction')}>
                      {[item.streetName, item.govCommunityName].filter(Boolean).join(' / ')}
                    </Descriptions.Item>
                    {item.gmtReview ? (
                      <Descriptions.Item label={t('register.reviewedAt')}>
                        {formatDateTime(item.gmtReview)}
                      </Descriptions.Item>
                    ) : null}
                  </Descriptions>
                  {item.state === 'REJECTED' ? (
                    <Alert
                      type="error"
                      showIcon
                      message={t('register.rejectReason')}
                      description={item.rejectReason}
                    />
                  ) : null}
                  {item.state === 'REVIEWING' ? (
                    <Alert type="info" showIcon message={t('register.reviewing')} />
                  ) : null}
                  {item.state === 'APPROVED' ? (
                    <Alert type="success" showIcon message={t('register.approved')} />
                  ) : null}
                </Space>
              </List.Item>
            )}
            locale={{ emptyText: <Empty description={t('register.noApplications')} /> }}
          />
          {!showForm ? (
            <Button style={{ marginTop: 12 }} onClick={() => setAdding(true)}>
              {t('register.newApplication')}
            </Button>
          ) : null}
        </Card>
      ) : null}
      {showForm ? (
        <Card
          title={editing ? t('register.fix') : certify ? t('register.certifyTitle') : t('register.title')}
        >
          <RegistrationForm
            key={editing?.registrationId ?? certify ?? 'new'}
            communityInfoCode={editing ? editing.communityInfoCode : certify}
            initial={initial}
            editing={editing}
            onDone={closeForm}
            onCancel={editing || adding ? closeForm : undefined}
          />
        </Card>
      ) : null}
    </Space>
  );
}
