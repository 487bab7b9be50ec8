import { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { supplementFinanceLabel } from '@gongzhi/domain/notice/notice-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ownerNoticeQuery, ownerNoticesQuery } from '../../features/notice/notice-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { Link, useParams } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerSkeleton, OwnerTag } from '../owner-ui';
import { OwnerAttachmentLinks } from '../ui/attachment-links';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerRichText } from '../ui/rich-text-view';
import '../../features/notice/locale';
import './owner-notice.css';

/** 小区公告 (/owner/notices): published notices of the owner's communities, newest first. */
export function OwnerNoticesPage() {
  const { t } = useTranslation('notice');
  const enumLabel = useOwnerEnumLabel();
  const notices = useQuery(ownerNoticesQuery);
  if (notices.isError) return <OwnerLoadFailed title={t('owner.loadFailed')} error={notices.error} />;
  if (notices.isPending) return <OwnerSkeleton />;
  return (
    <div className="owner-notices">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {notices.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {notices.data.map((notice) => (
        <Link
          key={notice.communityNoticeCode}
          to={`/owner/notices/${encodeURIComponent(notice.communityNoticeCode)}`}
          className="owner-card ont-item"
          data-testid="owner-notice-item"
        >
          <div className="ont-item__main">
            <div className="ont-item__title">
              {/* The dot is a cue only: the state is said in words below (elder mode, screen readers). */}
              {notice.hasRead === 'NO' ? <span className="ont-dot" aria-hidden="true" /> : null}
              {notice.title}
            </div>
            <div className="ont-item__meta">
              {notice.hasRead === 'NO' ? (
                <OwnerTag tone="error">{t('owner.unread')}</OwnerTag>
              ) : (
                <span className="ont-read">{t('owner.read')}</span>
              )}
              <OwnerTag>{enumLabel('NoticeType', NoticeType, notice.noticeType)}</OwnerTag>
              <span>
                {notice.communityName} · {formatDateTime(notice.releaseDate)}
              </span>
            </div>
          </div>
          <span className="ont-chevron" aria-hidden="true" />
        </Link>
      ))}
    </div>
  );
}

/** 公告详情 (/owner/notices/:code): opening it records the owner's read receipt (once). */
export function OwnerNoticePage() {
  const { t } = useTranslation('notice');
  const enumLabel = useOwnerEnumLabel();
  const { communityNoticeCode = '' } = useParams();
  const client = useQueryClient();
  const notice = useQuery(ownerNoticeQuery(communityNoticeCode));
  // The list's unread marks change once a notice has been read.
  useEffect(() => {
    if (notice.data) void client.invalidateQueries({ queryKey: ownerNoticesQuery.queryKey });
  }, [notice.data, client]);
  if (notice.isError) return <OwnerLoadFailed title={failureMessage(notice.error)} />;
  if (notice.isPending) return <OwnerSkeleton rows={8} />;
  const data = notice.data;
  const finance = supplementFinanceLabel(data.supplementFinance);
  return (
    <article className="owner-card ont">
      <h1 className="ont__title">{data.title}</h1>
      <div className="ont__meta">
        <OwnerTag tone="processing">{enumLabel('NoticeType', NoticeType, data.noticeType)}</OwnerTag>
        <span>{data.communityName}</span>
      </div>
      <div className="ont__meta owner-muted">
        {t('owner.released', { time: formatDateTime(data.releaseDate) })}
        {data.publicityDate ? ` · ${t('owner.publicity', { date: data.publicityDate })}` : ''}
      </div>
      {finance ? <div className="ont__meta owner-muted">{t('owner.finance', { name: finance })}</div> : null}
      <OwnerRichText html={data.content} className="ont__content" />
      {data.materialAttachments.length > 0 ? (
        <div className="ont__material">
          <div className="ont__material-head">{t('form.material')}</div>
          <OwnerAttachmentLinks attachments={data.materialAttachments} />
        </div>
      ) : null}
    </article>
  );
}
