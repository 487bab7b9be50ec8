import {
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { OwnerLoginPanel } from '../account/owner-login-panel';
import { OWNER_QUERY_KEY, type OwnerSession, useOwnerSession } from '../account/owner-session';
import './locale';
import './owner.css';

/**
 * The owner H5 frame (/owner, /owner/certify, /owner/profile): without an owner session it shows the
 * SMS login (isWxAPP), otherwise the page with a bottom tab bar in thumb reach. Phone-first: laid out
 * for 375–430 px, centred on wider screens by the mobile layout.
 */
export function OwnerFrame() {
  const { t } = useTranslation('owner');
  const session = useOwnerSession();
  const client = useQueryClient();

  // A different owner (or none) must never see the previous owner's cached pages.
  useEffect(() => {
    if (!session.token) client.removeQueries({ queryKey: OWNER_QUERY_KEY });
  }, [session.token, client]);

  if (!session.token) {
    return <OwnerLoginPanel title={t('loginTitle')} hint={t('loginHint')} onLoggedIn={session.signIn} />;
  }
  return (
    <div className="owner-app">
      <main className="owner-app__main">
        <Outlet context={session} />
      </main>
      <nav className="owner-app__tabs" aria-label={t('nav.home')}>
        <NavLink to="/owner" end className="owner-app__tab">
          <HomeOutlined />
          <span>{t('nav.home')}</span>
        </NavLink>
        <NavLink to="/owner/votes" className="owner-app__tab">
          <FormOutlined />
          <span>{t('nav.votes')}</span>
        </NavLink>
        <NavLink to="/owner/proposals" className="owner-app__tab">
          <FileTextOutlined />
          <span>{t('nav.proposals')}</span>
        </NavLink>
        <NavLink to="/owner/certify" className="owner-app__tab">
          <SafetyCertificateOutlined />
          <span>{t('nav.certify')}</span>
        </NavLink>
        <NavLink to="/owner/profile" className="owner-app__tab">
          <UserOutlined />
          <span>{t('nav.profile')}</span>
        </NavLink>
      </nav>
    </div>
  );
}

/** The owner session of the frame around an owner page. */
export function useOwnerFrame(): OwnerSession {
  return useOutletContext<OwnerSession>();
}
