import type { ReactNode } from 'react';
import { Link } from '../nav';
import './ui.css';

/**
 * A page's title with, above it, a back link sized for a thumb (44 px high) and, beside the title,
 * the page's own actions (发起提案 …).
 */
export function OwnerPageHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="opage-head">
      {back ? (
        <Link to={back.to} className="opage-head__back">
          ‹ {back.label}
        </Link>
      ) : null}
      <div className="opage-head__row">
        <h1 className="owner-title">{title}</h1>
        {actions}
      </div>
    </div>
  );
}
