import type { InformationDto } from '@gongzhi/domain/gov-information/gov-information-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { RichTextView } from '../../ui/rich-text/rich-text-editor';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { OWNER_QUERY_KEY, ownerRequest } from '../account/owner-session';
import type { Page } from './information-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

type OwnerInformation = InformationDto & { read: boolean };
const listKey = [...OWNER_QUERY_KEY, 'gov-information'];

function OwnerInformationDetail({ informationId }: { informationId: string }) {
  const { t } = useTranslation('govInformation');
  const client = useQueryClient();
  // Opening the detail records the read receipt once (GET /v1/govInformation/ownerInfo).
  const info = useQuery({
    queryKey: [...listKey, 'info', informationId],
    queryFn: async () => {
      const data = await ownerRequest<OwnerInformation>({
        url: '/v1/govInformation/ownerInfo',
        data: { informationId },
      });
      void client.invalidateQueries({ queryKey: listKey, exact: true });
      return data;
    },
  });
  if (!info.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <div data-testid="owner-information-detail">
      <RichTextView html={info.data.content} />
      {info.data.attachments.length > 0 ? (
        <div className="owner-muted" data-testid="owner-information-files">
          {t('detail.attachments')}：
          {/* Released files are public by pubAttachmentId, so owners of every target community open them. */}
          {info.data.attachments.map((file) => (
            <div key={file.attachmentId}>
              <a href={attachmentUrl(file, { isPublic: true }) ?? undefined} target="_blank" rel="noreferrer">
                {file.sourceName}
              </a>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** 政府信息 (/owner/govInformation, ours): releases to my communities; opening one marks it read. */
export function OwnerInformationPage() {
  const { t } = useTranslation('govInformation');
  const enumLabel = useEnumLabel();
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      ownerRequest<Page<OwnerInformation>>({
        url: '/v1/govInformation/ownerList',
        data: { page: 1, size: 50 },
      }),
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const items = list.data?.list ?? [];
  return (
    <div>
      <h1 className="owner-title">{t('owner.title')}</h1>
      {items.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {items.map((item) => (
        <div key={item.informationId} className="owner-card" data-testid="owner-information-item">
          <div>
            <Tag color={item.read ? 'default' : 'processing'}>
              {item.read ? t('owner.read') : t('owner.unread')}
            </Tag>
            <Tag>{enumLabel(GovInformationType, item.informationType)}</Tag>
          </div>
          <h3 style={{ margin: '8px 0 4px' }}>{item.title}</h3>
          <div className="owner-muted">
            {item.publisherName} · {formatDateTime(item.gmtCreate)}
          </div>
          {open === item.informationId ? (
            <OwnerInformationDetail informationId={item.informationId} />
          ) : (
            <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(item.informationId)}>
              {t('owner.open')}
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}
