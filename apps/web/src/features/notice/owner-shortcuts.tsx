import { AccountBookOutlined, NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownerNoticesQuery } from './notice-api';
import './locale';
import './notice.css';

/** The owner home's entries to community notices (with the unread count) and sunshine finance. */
export function OwnerNoticeShortcuts() {
  const { t } = useTranslation('notice');
  const notices = useQuery(ownerNoticesQuery);
  const unread = (notices.data ?? []).filter((notice) => notice.hasRead === 'NO').length;
  return (
    <nav className="owner-shortcuts" aria-label={t('owner.shortcuts')}>
      <Link to="/owner/notices" className="owner-card owner-shortcut" data-testid="owner-shortcut-notices">
        <Badge count={unread} size="small">
          <NotificationOutlined className="owner-shortcut__icon" />
        </Badge>
        <span>{t('owner.title')}</span>
      </Link>
      <Link
        to="/owner/financeReports"
        className="owner-card owner-shortcut"
        data-testid="owner-shortcut-finance"
      >
        <AccountBookOutlined className="owner-shortcut__icon" />
        <span>{t('owner.financeTitle')}</span>
      </Link>
    </nav>
  );
}
