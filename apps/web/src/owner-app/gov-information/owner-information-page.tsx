import type { InformationDto } from '@gongzhi/domain/gov-information/gov-information-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import type { Page } from '../../features/gov-information/information-api';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../locales/use-translation';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerRichText } from '../ui/rich-text-view';
import '../../features/gov-information/locale';
import './owner-information.css';

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
  if (!info.data) return <OwnerSkeleton rows={3} />;
  return (
    <div data-testid="owner-information-detail" className="oinfo-detail">
      <OwnerRichText html={info.data.content} />
      {info.data.attachments.length > 0 ? (
        <div className="owner-muted" data-testid="owner-information-files">
          {t('detail.attachments')}：
          {/* Released files are public by pubAttachmentId, so owners of every target community open them. */}
          {info.data.attachments.map((file) => (
            <div key={file.attachmentId} className="oinfo-file">
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
  const enumLabel = useOwnerEnumLabel();
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () =>
      ownerRequest<Page<OwnerInformation>>({
        url: '/v1/govInformation/ownerList',
        data: { page: 1, size: 50 },
      }),
  });
  if (list.isPending) return <OwnerSkeleton />;
  const items = list.data?.list ?? [];
  return (
    <div>
      <h1 className="owner-title">{t('owner.title')}</h1>
      {items.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {items.map((item) => (
        <div key={item.informationId} className="owner-card" data-testid="owner-information-item">
          <div className="oinfo-tags">
            <OwnerTag tone={item.read ? 'default' : 'processing'}>
              {item.read ? t('owner.read') : t('owner.unread')}
            </OwnerTag>
            <OwnerTag>{enumLabel('GovInformationType', GovInformationType, item.informationType)}</OwnerTag>
          </div>
          <h2 className="oinfo-title">{item.title}</h2>
          <div className="owner-muted">
            {item.publisherName} · {formatDateTime(item.gmtCreate)}
          </div>
          {open === item.informationId ? (
            <OwnerInformationDetail informationId={item.informationId} />
          ) : (
            <button type="button" className="oinfo-open" onClick={() => setOpen(item.informationId)}>
              {t('owner.open')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
