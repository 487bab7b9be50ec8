import { type ActivityDto, GovSignUpState } from '@gongzhi/domain/gov-activity/gov-activity-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';
import { myHousesQuery } from '../owner/owner-api';
import type { Page } from './activity-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

const listKey = [...OWNER_QUERY_KEY, 'gov-activity'];

/** 社区活动 (/owner/govActivities, ours): activities for my communities; sign up once, or cancel. */
export function OwnerActivityPage() {
  const { t } = useTranslation('govActivity');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const houses = useQuery(myHousesQuery);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      ownerRequest<Page<ActivityDto>>({ url: '/v1/govActivity/ownerList', data: { page: 1, size: 50 } }),
  });
  if (list.isPending || houses.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const mine = new Set((houses.data?.communities ?? []).map((item) => item.communityInfoCode));

  const act = async (item: ActivityDto) => {
    setBusy(item.activityId);
    try {
      if (item.signedUp) {
        await ownerRequest({
          url: '/v1/govActivity/ownerCancelSignUp',
          method: 'POST',
          data: { activityId: item.activityId },
        });
        void message.success(t('owner.cancelled'));
      } else {
        const community = item.communities.find((target) => mine.has(target.communityInfoCode));
        await ownerRequest({
          url: '/v1/govActivity/ownerSignUp',
          method: 'POST',
          data: { activityId: item.activityId, communityInfoCode: community?.communityInfoCode ?? '' },
        });
        void message.success(t('owner.signedUp'));
      }
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: listKey });
    }
  };

  const items = list.data?.list ?? [];
  return (
    <div>
      <h1 className="owner-title">{t('owner.title')}</h1>
      {items.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {items.map((item) => (
        <div key={item.activityId} className="owner-card" data-testid="owner-activity-item">
          <div>
            <Tag color={item.signUpState === 'OPEN' ? 'processing' : 'default'}>
              {enumLabel(GovSignUpState, item.signUpState)}
            </Tag>
            {item.signedUp ? <Tag color="success">{t('owner.mine')}</Tag> : null}
          </div>
          <h3 style={{ margin: '8px 0 4px' }}>{item.title}</h3>
          <div className="owner-muted">
            {formatDateTime(item.startTime)} - {formatDateTime(item.endTime)}
          </div>
          <div className="owner-muted">{item.place}</div>
          <div className="owner-muted">
            {t('list.deadline')} {formatDateTime(item.signUpDeadline)} ·{' '}
            {t('list.signUpValue', { count: item.signUpCount, capacity: item.capacity })}
          </div>
          {item.signedUp || item.signUpState === 'OPEN' ? (
            <Button
              block
              style={{ marginTop: 8 }}
              type={item.signedUp ? 'default' : 'primary'}
              loading={busy === item.activityId}
              disabled={item.signedUp && item.signUpState !== 'OPEN' && item.signUpState !== 'FULL'}
              onClick={() => void act(item)}
            >
              {item.signedUp ? t('owner.cancelSignUp') : t('owner.signUp')}
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
