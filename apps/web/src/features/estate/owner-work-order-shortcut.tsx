import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './locale';

/**
 * The owner home's entry to community services (报事报修). Kept apart from the page so the home
 * does not load the form and upload code; the shortcut look comes from the notice shortcuts' CSS.
 */
export function OwnerWorkOrderShortcut() {
  const { t } = useTranslation('estate');
  return (
    <nav className="owner-shortcuts" aria-label={t('owner.title')}>
      <Link
        to="/owner/workOrders"
        className="owner-card owner-shortcut"
        data-testid="owner-shortcut-work-orders"
      >
        <ToolOutlined className="owner-shortcut__icon" />
        <span>{t('owner.shortcut')}</span>
      </Link>
    </nav>
  );
}
