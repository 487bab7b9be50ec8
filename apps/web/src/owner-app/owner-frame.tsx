import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OWNER_QUERY_KEY, type OwnerSession, useOwnerSession } from '../features/account/owner-session';
import { useTranslation } from '../locales/use-translation';
import { NavLink, Outlet, useOutletContext } from './nav';
import { FileTextIcon, FormIcon, HomeIcon, SafetyCertificateIcon, UserIcon } from './owner-icons';
import { OwnerSmsLogin } from './owner-sms-login';
import '../features/owner/locale';
import '../features/owner/owner.css';

/**
 * The owner H5 frame of the owner entry (same texts and behaviour as features/owner/owner-frame):
 * without an owner session the SMS login, at the address the owner opened (so a shared link opens
 * its page once logged in); with one, the page and the bottom tabs. Plain components, no antd.
 */
export function OwnerAppFrame() {
  const { t } = useTranslation('owner');
  const session = useOwnerSession();
  const client = useQueryClient();

  // A different owner (or none) must never see the previous owner's cached pages.
  useEffect(() => {
    if (!session.token) client.removeQueries({ queryKey: OWNER_QUERY_KEY });
  }, [session.token, client]);

  if (!session.token) {
    return <OwnerSmsLogin title={t('loginTitle')} hint={t('loginHint')} onLoggedIn={session.signIn} />;
  }
  return (
    <div className="owner-app">
      <main className="owner-app__main">
        <Outlet context={session} />
      </main>
      <nav className="owner-app__tabs" aria-label={t('nav.home')}>
        <NavLink to="/owner" end className="owner-app__tab">
          <HomeIcon />
          <span>{t('nav.home')}</span>
        </NavLink>
        <NavLink to="/owner/votes" className="owner-app__tab">
          <FormIcon />
          <span>{t('nav.votes')}</span>
        </NavLink>
        <NavLink to="/owner/proposals" className="owner-app__tab">
          <FileTextIcon />
          <span>{t('nav.proposals')}</span>
        </NavLink>
        <NavLink to="/owner/certify" className="owner-app__tab">
          <SafetyCertificateIcon />
          <span>{t('nav.certify')}</span>
        </NavLink>
        <NavLink to="/owner/profile" className="owner-app__tab">
          <UserIcon />
          <span>{t('nav.profile')}</span>
        </NavLink>
      </nav>
    </div>
  );
}

/** The owner session of the frame around an owner page (its `signOut` ends it). */
export function useOwnerFrame(): OwnerSession {
  return useOutletContext<OwnerSession>();
}
