import { RightOutlined } from '@ant-design/icons';
import { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { supplementFinanceLabel } from '@gongzhi/domain/notice/notice-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { RichTextView } from '../../ui/rich-text/rich-text-editor';
import { ownerNoticeQuery, ownerNoticesQuery } from './notice-api';
import { AttachmentLinks } from './notice-shared';
import './locale';
import './notice.css';
import { useEnumLabel } from '../../locales/enum-label';

/** 小区公告 (/owner/notices): published notices of the owner's communities, newest first. */
export function OwnerNoticesPage() {
  const { t } = useTranslation('notice');
  const enumLabel = useEnumLabel();
  const notices = useQuery(ownerNoticesQuery);
  if (notices.isError)
    return <Result status="error" title={t('owner.loadFailed')} subTitle={failureMessage(notices.error)} />;
  if (notices.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="owner-notices">
      <h1 className="owner-title">{t('owner.title')}</h1>
      {notices.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {notices.data.map((notice) => (
        <Link
          key={notice.communityNoticeCode}
          to={`/owner/notices/${encodeURIComponent(notice.communityNoticeCode)}`}
          className="owner-card owner-notice-item"
          data-testid="owner-notice-item"
        >
          <div className="owner-notice-item__main">
            <div className="owner-notice-item__title">
              {notice.hasRead === 'NO' ? (
                <span className="owner-notice-dot" role="img" aria-label={t('owner.unread')} />
              ) : null}
              {notice.title}
            </div>
            <div className="owner-notice-item__meta">
              <Tag>{enumLabel(NoticeType, notice.noticeType)}</Tag>
              {notice.communityName} · {formatDateTime(notice.releaseDate)}
            </div>
          </div>
          <RightOutlined className="owner-muted" />
        </Link>
      ))}
    </div>
  );
}

/** 公告详情 (/owner/notices/:code): opening it records the owner's read receipt (once). */
export function OwnerNoticePage() {
  const { t } = useTranslation('notice');
  const enumLabel = useEnumLabel();
  const { communityNoticeCode = '' } = useParams();
  const client = useQueryClient();
  const notice = useQuery(ownerNoticeQuery(communityNoticeCode));
  // The list's unread marks change once a notice has been read.
  useEffect(() => {
    if (notice.data) void client.invalidateQueries({ queryKey: ownerNoticesQuery.queryKey });
  }, [notice.data, client]);
  if (notice.isError) return <Result status="404" title={failureMessage(notice.error)} />;
  if (notice.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = notice.data;
  const finance = supplementFinanceLabel(data.supplementFinance);
  return (
    <article className="owner-card owner-notice">
      <h1 className="owner-notice__title">{data.title}</h1>
      <div className="owner-notice__meta">
        <Tag color="blue">{enumLabel(NoticeType, data.noticeType)}</Tag>
        <span>{data.communityName}</span>
      </div>
      <div className="owner-notice__meta owner-muted">
        {t('owner.released', { time: formatDateTime(data.releaseDate) })}
        {data.publicityDate ? ` · ${t('owner.publicity', { date: data.publicityDate })}` : ''}
      </div>
      {finance ? (
        <div className="owner-notice__meta owner-muted">{t('owner.finance', { name: finance })}</div>
      ) : null}
      <RichTextView html={data.content} className="owner-notice__content" />
      {data.materialAttachments.length > 0 ? (
        <div className="notice-material">
          <div className="notice-material__head">{t('form.material')}</div>
          <AttachmentLinks attachments={data.materialAttachments} owner />
        </div>
      ) : null}
    </article>
  );
}
