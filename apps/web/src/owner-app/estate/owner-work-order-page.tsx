import type { MyHousesDto } from '@gongzhi/domain/certification/certification-api';
import {
  WORK_ORDER_CONTENT_MAX,
  WORK_ORDER_PHOTOS_MAX,
  WorkOrderState,
  WorkOrderType,
  workOrderCreateInput,
} from '@gongzhi/domain/estate/work-order';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createWorkOrder, myWorkOrdersQuery, type WorkOrder } from '../../features/estate/estate-api';
import { myHousesQuery } from '../../features/owner/owner-api';
import { localizeMessage } from '../../lib/domain-message';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadValueState } from '../../ui/upload/upload-field-rule';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, OwnerSkeleton, OwnerTag, showToast, type TagTone } from '../owner-ui';
import { schemaError } from '../ui/field-error';
import { OwnerFormItem } from '../ui/form-item';
import { OwnerImageUpload } from '../ui/image-upload';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerPhotoStrip } from '../ui/photo-strip';
import { OwnerSelect } from '../ui/select';
import { OwnerTextArea } from '../ui/textarea';
import { useFieldErrors } from '../ui/use-field-errors';
import '../../features/estate/locale';
import './owner-work-order.css';

type Field = 'communityInfoCode' | 'workOrderType' | 'content' | 'location' | 'photos';
const FIELDS: readonly Field[] = ['communityInfoCode', 'workOrderType', 'content', 'location', 'photos'];
const shape = workOrderCreateInput.shape;
const LOCATION_MAX = 100;

const STATE_TONE: Record<WorkOrderState, TagTone> = {
  PENDING: 'warning',
  PROCESSING: 'processing',
  CLOSED: 'success',
};

/**
 * 小区服务 (/owner/workOrders): an owner files a repair or service request with photos for a
 * community they hold a house in, and follows its state, handler and result.
 */
export function OwnerWorkOrderPage() {
  const { t } = useTranslation('estate');
  const houses = useQuery(myHousesQuery);
  const mine = useQuery(myWorkOrdersQuery);

  if (houses.isError || mine.isError) {
    return (
      <OwnerLoadFailed
        title={t('owner.loadFailed')}
        reason={failureMessage(houses.error ?? mine.error)}
        retryText={t('owner.retry')}
        onRetry={() => void Promise.all([houses.refetch(), mine.refetch()])}
      />
    );
  }
  if (houses.isPending) return <OwnerSkeleton />;
  // Only a community the owner holds a house in takes their orders (the server checks it too).
  const communities = houses.data.communities.filter((community) => community.houses.length > 0);
  const orders = mine.data ?? [];
  return (
    <div className="owner-work-orders">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {communities.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.noHouse')}</div>
      ) : (
        <div className="owner-card">
          <WorkOrderForm communities={communities} />
        </div>
      )}
      <h2 className="owner-title">{t('owner.mine')}</h2>
      {mine.isPending ? <OwnerSkeleton rows={3} /> : null}
      {!mine.isPending && orders.length === 0 ? (
        <div className="owner-card owner-muted">{t('owner.empty')}</div>
      ) : null}
      {orders.map((order) => (
        <WorkOrderCard key={order.workOrderId} order={order} />
      ))}
    </div>
  );
}

type Community = MyHousesDto['communities'][number];

function WorkOrderForm({ communities }: { communities: readonly Community[] }) {
  const { t } = useTranslation('estate');
  const enumLabel = useOwnerEnumLabel();
  const client = useQueryClient();
  const first = communities[0]?.communityInfoCode;
  const [community, setCommunity] = useState<string | undefined>(first);
  const [type, setType] = useState<WorkOrderType | undefined>();
  const [content, setContent] = useState('');
  const [location, setLocation] = useState('');
  const [photos, setPhotos] = useState<Attachment[]>([]);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: Field): string | null => {
    if (field === 'communityInfoCode') return schemaError(shape.communityInfoCode, community);
    if (field === 'workOrderType') return schemaError(shape.workOrderType, type);
    if (field === 'content') return schemaError(shape.content, content);
    if (field === 'location') return schemaError(shape.location, location);
    const state = uploadValueState(photos);
    return state.valid ? null : localizeMessage(state.message);
  };
  const errors = useFieldErrors(errorOf);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check(FIELDS) || !community || !type) return;
    setSaving(true);
    try {
      await createWorkOrder({
        communityInfoCode: community,
        workOrderType: type,
        content: content.trim(),
        location: location.trim(),
        photoIds: photos.map((photo) => photo.attachmentId),
      });
      showToast(t('owner.submitted'), 'success');
      setCommunity(first);
      setType(undefined);
      setContent('');
      setLocation('');
      setPhotos([]);
      errors.reset();
      await client.invalidateQueries({ queryKey: myWorkOrdersQuery.queryKey });
    } catch (error) {
      showToast(failureMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  const id = (name: Field) => `ownerWorkOrder_${name}`;
  const errorId = (name: Field) => `ownerWorkOrder_${name}_error`;
  const described = (name: Field) => (errors.error(name) ? errorId(name) : undefined);
  return (
    <form id="ownerWorkOrder" noValidate onSubmit={(event) => void onSubmit(event)}>
      <OwnerFormItem
        label={t('owner.community')}
        htmlFor={id('communityInfoCode')}
        errorId={errorId('communityInfoCode')}
        error={errors.error('communityInfoCode')}
        hidden={communities.length === 1}
      >
        <OwnerSelect
          id={id('communityInfoCode')}
          value={community}
          invalid={Boolean(errors.error('communityInfoCode'))}
          describedBy={described('communityInfoCode')}
          options={communities.map((item) => ({ value: item.communityInfoCode, label: item.communityName }))}
          onChange={(value) => {
            setCommunity(value);
            errors.touch('communityInfoCode');
          }}
        />
      </OwnerFormItem>
      <OwnerFormItem
        label={t('owner.type')}
        htmlFor={id('workOrderType')}
        errorId={errorId('workOrderType')}
        error={errors.error('workOrderType')}
      >
        <OwnerSelect
          id={id('workOrderType')}
          value={type}
          placeholder={t('owner.typePlaceholder')}
          invalid={Boolean(errors.error('workOrderType'))}
          describedBy={described('workOrderType')}
          options={WorkOrderType.values.map((value) => ({
            value,
            label: enumLabel('WorkOrderType', WorkOrderType, value),
          }))}
          onChange={(value) => {
            setType(value);
            errors.touch('workOrderType');
          }}
        />
      </OwnerFormItem>
      <OwnerFormItem
        label={t('owner.content')}
        htmlFor={id('content')}
        errorId={errorId('content')}
        error={errors.error('content')}
      >
        <OwnerTextArea
          id={id('content')}
          rows={4}
          maxLength={WORK_ORDER_CONTENT_MAX}
          value={content}
          invalid={Boolean(errors.error('content'))}
          aria-describedby={described('content')}
          placeholder={t('owner.contentPlaceholder')}
          onChange={(value) => {
            setContent(value);
            errors.touch('content');
          }}
        />
      </OwnerFormItem>
      <OwnerFormItem
        label={t('owner.location')}
        htmlFor={id('location')}
        errorId={errorId('location')}
        error={errors.error('location')}
      >
        <input
          id={id('location')}
          className="ofi__input"
          maxLength={LOCATION_MAX}
          value={location}
          aria-invalid={errors.error('location') ? true : undefined}
          aria-describedby={described('location')}
          placeholder={t('owner.locationPlaceholder')}
          onChange={(event) => {
            setLocation(event.target.value);
            errors.touch('location');
          }}
        />
      </OwnerFormItem>
      <OwnerFormItem
        label={t('owner.photos')}
        htmlFor={id('photos')}
        errorId={errorId('photos')}
        error={errors.error('photos')}
      >
        <OwnerImageUpload
          id={id('photos')}
          uploadType="TX_NO_WATER_TAG"
          maxCount={WORK_ORDER_PHOTOS_MAX}
          maxSize={MAX_UPLOAD_SIZE}
          tokenKey={STORAGE_KEYS.ownerToken}
          value={photos}
          onChange={(value) => {
            setPhotos(value);
            errors.touch('photos');
          }}
        />
      </OwnerFormItem>
      <OwnerButton type="submit" kind="primary" block loading={saving}>
        {t('owner.submit')}
      </OwnerButton>
    </form>
  );
}

function WorkOrderCard({ order }: { order: WorkOrder }) {
  const { t } = useTranslation('estate');
  const enumLabel = useOwnerEnumLabel();
  return (
    <section className="owner-card" data-testid="owner-work-order" aria-label={order.content}>
      <div className="owork-meta">
        <OwnerTag tone={STATE_TONE[order.state]}>
          {enumLabel('WorkOrderState', WorkOrderState, order.state)}
        </OwnerTag>
        <OwnerTag>{enumLabel('WorkOrderType', WorkOrderType, order.workOrderType)}</OwnerTag>
        <span className="owner-muted">{t('owner.filedAt', { time: formatDateTime(order.gmtCreate) })}</span>
      </div>
      <p className="owork-text">{order.content}</p>
      {order.location ? <p className="owner-muted owork-line">{order.location}</p> : null}
      <OwnerPhotoStrip photos={order.photos} />
      {order.assigneeName ? (
        <p className="owner-muted owork-line">{t('owner.assignee', { name: order.assigneeName })}</p>
      ) : null}
      {order.reply ? (
        <p className="owork-text owork-reply">{t('owner.reply', { reply: order.reply })}</p>
      ) : null}
      {order.gmtClose ? (
        <p className="owner-muted owork-line">
          {t('owner.closedAt', { time: formatDateTime(order.gmtClose) })}
        </p>
      ) : null}
    </section>
  );
}
