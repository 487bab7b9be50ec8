import { type ActivityDto, GovSignUpState } from '@gongzhi/domain/gov-activity/gov-activity-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import type { Page } from '../../features/gov-activity/activity-api';
import { myHousesQuery } from '../../features/owner/owner-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, OwnerSkeleton, OwnerTag, showToast } from '../owner-ui';
import '../../features/gov-activity/locale';
import './owner-activity.css';

const listKey = [...OWNER_QUERY_KEY, 'gov-activity'];

/** 社区活动 (/owner/govActivities, ours): activities for my communities; sign up once, or cancel. */
export function OwnerActivityPage() {
  const { t } = useTranslation('govActivity');
  const enumLabel = useOwnerEnumLabel();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const houses = useQuery(myHousesQuery);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      ownerRequest<Page<ActivityDto>>({ url: '/v1/govActivity/ownerList', data: { page: 1, size: 50 } }),
  });
  if (list.isPending || houses.isPending) return <OwnerSkeleton />;
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
        showToast(t('owner.cancelled'), 'success');
      } else {
        const community = item.communities.find((target) => mine.has(target.communityInfoCode));
        await ownerRequest({
          url: '/v1/govActivity/ownerSignUp',
          method: 'POST',
          data: { activityId: item.activityId, communityInfoCode: community?.communityInfoCode ?? '' },
        });
        showToast(t('owner.signedUp'), 'success');
      }
    } catch (error) {
      showToast(failureMessage(error), 'error');
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
          <div className="oact-tags">
            <OwnerTag tone={item.signUpState === 'OPEN' ? 'processing' : 'default'}>
              {enumLabel('GovSignUpState', GovSignUpState, item.signUpState)}
            </OwnerTag>
            {item.signedUp ? <OwnerTag tone="success">{t('owner.mine')}</OwnerTag> : null}
          </div>
          <h2 className="oact-title">{item.title}</h2>
          <div className="owner-muted">
            {formatDateTime(item.startTime)} - {formatDateTime(item.endTime)}
          </div>
          <div className="owner-muted">{item.place}</div>
          <div className="owner-muted">
            {t('list.deadline')} {formatDateTime(item.signUpDeadline)} ·{' '}
            {t('list.signUpValue', { count: item.signUpCount, capacity: item.capacity })}
          </div>
          {item.signedUp || item.signUpState === 'OPEN' ? (
            <OwnerButton
              block
              className="oact-action"
              kind={item.signedUp ? 'default' : 'primary'}
              loading={busy === item.activityId}
              disabled={item.signedUp && item.signUpState !== 'OPEN' && item.signUpState !== 'FULL'}
              onClick={() => void act(item)}
            >
              {item.signedUp ? t('owner.cancelSignUp') : t('owner.signUp')}
            </OwnerButton>
          ) : null}
        </div>
      ))}
    </div>
  );
}
