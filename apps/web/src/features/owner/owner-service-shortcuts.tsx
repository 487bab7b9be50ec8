import { CalendarOutlined, CommentOutlined, FormOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './locale';

/**
 * The owner home's entries to the pages no tab reaches (issue 20 item 7): complaints and suggestions
 * (投诉建议), government information and community activities, and the votes (where announced
 * results are opened). Only links: the pages load their own code when opened.
 */
export function OwnerServiceShortcuts() {
  const { t } = useTranslation('owner');
  const entries = [
    {
      to: '/owner/complaints',
      icon: <CommentOutlined />,
      label: t('shortcuts.complaints'),
      id: 'complaints',
    },
    {
      to: '/owner/govInformation',
      icon: <ReadOutlined />,
      label: t('shortcuts.govInformation'),
      id: 'gov-information',
    },
    {
      to: '/owner/govActivities',
      icon: <CalendarOutlined />,
      label: t('shortcuts.govActivities'),
      id: 'gov-activities',
    },
    { to: '/owner/votes', icon: <FormOutlined />, label: t('shortcuts.votes'), id: 'votes' },
  ];
  return (
    <nav className="owner-shortcuts" aria-label={t('shortcuts.title')}>
      {entries.map((entry) => (
        <Link
          key={entry.id}
          to={entry.to}
          className="owner-card owner-shortcut"
          data-testid={`owner-shortcut-${entry.id}`}
        >
          <span className="owner-shortcut__icon">{entry.icon}</span>
          <span>{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
