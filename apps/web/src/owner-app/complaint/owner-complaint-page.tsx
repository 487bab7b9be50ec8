import { COMPLAINT_TEXT_MAX, complaintCreateInput } from '@gongzhi/domain/complaint/complaint-api';
import { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ownerRequest } from '../../features/account/owner-session';
import type { Complaint } from '../../features/complaint/complaint-api';
import { myHousesQuery } from '../../features/owner/owner-api';
import { localizeMessage } from '../../lib/domain-message';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadValueState } from '../../ui/upload/upload-field-rule';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, OwnerSkeleton, OwnerTag, showToast } from '../owner-ui';
import { schemaError } from '../ui/field-error';
import { OwnerFormItem } from '../ui/form-item';
import { OwnerImageUpload } from '../ui/image-upload';
import { OwnerPhotoStrip } from '../ui/photo-strip';
import { OwnerSelect } from '../ui/select';
import { OwnerTextArea } from '../ui/textarea';
import { useFieldErrors } from '../ui/use-field-errors';
import { myComplaintsQuery } from './complaint-queries';
import '../../features/complaint/locale';
import './owner-complaint.css';

type Field = 'communityInfoCode' | 'complaintType' | 'content' | 'photos';
const FIELDS: readonly Field[] = ['communityInfoCode', 'complaintType', 'content', 'photos'];
const shape = complaintCreateInput.shape;

/** 投诉 (/owner/complaints): an owner files a complaint to the government and reads the replies. */
export function OwnerComplaintPage() {
  const { t } = useTranslation('complaint');
  const houses = useQuery(myHousesQuery);
  const mine = useQuery(myComplaintsQuery);
  if (houses.isPending) return <OwnerSkeleton />;
  const communities = houses.data?.communities ?? [];
  const list = mine.data?.list ?? [];
  return (
    <div className="owner-complaints">
      <h1 className="owner-title">{t('owner.title')}</h1>
      <div className="owner-card">
        <ComplaintForm communities={communities} />
      </div>
      <h2 className="owner-title">{t('owner.mine')}</h2>
      {list.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {list.map((item) => (
        <ComplaintCard key={item.complaintId} item={item} />
      ))}
    </div>
  );
}

type Community = { communityInfoCode: string; communityName: string };

/** The form: 小区, 投诉类型 and 投诉内容 required as the server's schema says; photos optional. */
function ComplaintForm({ communities }: { communities: readonly Community[] }) {
  const { t } = useTranslation('complaint');
  const enumLabel = useOwnerEnumLabel();
  const client = useQueryClient();
  const first = communities[0]?.communityInfoCode;
  const [community, setCommunity] = useState<string | undefined>(first);
  const [type, setType] = useState<ComplaintType | undefined>();
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<Attachment[]>([]);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: Field): string | null => {
    if (field === 'communityInfoCode') return schemaError(shape.communityInfoCode, community);
    if (field === 'complaintType') return schemaError(shape.complaintType, type);
    if (field === 'content') return schemaError(shape.content, content);
    const state = uploadValueState(photos);
    return state.valid ? null : localizeMessage(state.message);
  };
  const errors = useFieldErrors(errorOf);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check(FIELDS)) return;
    setSaving(true);
    try {
      await ownerRequest<Complaint>({
        url: '/v1/govComplaint/ownerCreate',
        method: 'POST',
        data: {
          communityInfoCode: community,
          complaintType: type,
          content: content.trim(),
          photoIds: photos.map((photo) => photo.attachmentId),
        },
      });
      showToast(t('owner.submitted'), 'success');
      setCommunity(first);
      setType(undefined);
      setContent('');
      setPhotos([]);
      errors.reset();
      await client.invalidateQueries({ queryKey: myComplaintsQuery.queryKey });
    } catch (error) {
      showToast(failureMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field) => ({ id: `ownerComplaint_${name}`, errorId: `ownerComplaint_${name}_error` });
  const described = (name: Field) => (errors.error(name) ? field(name).errorId : undefined);
  return (
    <form
      id="ownerComplaint"
      className="ocomplaint-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <OwnerFormItem
        label={t('list.community')}
        htmlFor={field('communityInfoCode').id}
        errorId={field('communityInfoCode').errorId}
        required
        error={errors.error('communityInfoCode')}
      >
        <OwnerSelect
          id={field('communityInfoCode').id}
          value={community}
          required
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
        label={t('list.type')}
        htmlFor={field('complaintType').id}
        errorId={field('complaintType').errorId}
        required
        error={errors.error('complaintType')}
      >
        <OwnerSelect
          id={field('complaintType').id}
          value={type}
          required
          placeholder={t('owner.typePlaceholder')}
          invalid={Boolean(errors.error('complaintType'))}
          describedBy={described('complaintType')}
          options={ComplaintType.values.map((value) => ({
            value,
            label: enumLabel('ComplaintType', ComplaintType, value),
          }))}
          onChange={(value) => {
            setType(value);
            errors.touch('complaintType');
          }}
        />
      </OwnerFormItem>
      <OwnerFormItem
        label={t('list.content')}
        htmlFor={field('content').id}
        errorId={field('content').errorId}
        required
        error={errors.error('content')}
      >
        <OwnerTextArea
          id={field('content').id}
          rows={4}
          maxLength={COMPLAINT_TEXT_MAX}
          value={content}
          aria-required
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
        label={t('detail.photos')}
        htmlFor={field('photos').id}
        errorId={field('photos').errorId}
        error={errors.error('photos')}
      >
        <OwnerImageUpload
          id={field('photos').id}
          uploadType="TX_GOV_INFORMATION"
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

/** One of my complaints: state, type, text, the photos I sent (issue #24) and the reply. */
function ComplaintCard({ item }: { item: Complaint }) {
  const { t } = useTranslation('complaint');
  const enumLabel = useOwnerEnumLabel();
  return (
    <div className="owner-card" data-testid="owner-complaint-item">
      <div className="ocomplaint-meta">
        <OwnerTag tone={item.state === 'HANDLED' ? 'success' : 'warning'}>
          {enumLabel('ComplaintState', ComplaintState, item.state)}
        </OwnerTag>
        <OwnerTag>{enumLabel('ComplaintType', ComplaintType, item.complaintType)}</OwnerTag>
        <span className="owner-muted">
          {item.communityName} · {formatDateTime(item.gmtCreate)}
        </span>
      </div>
      <p className="ocomplaint-text">{item.content}</p>
      <OwnerPhotoStrip photos={item.photos} />
      {item.reply ? (
        <p className="owner-muted ocomplaint-reply">{t('owner.reply', { reply: item.reply })}</p>
      ) : null}
    </div>
  );
}
