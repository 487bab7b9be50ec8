import { ArrowLeftOutlined, MenuOutlined } from '@ant-design/icons';
import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { loginInfoQuery } from '../features/account/session-query';
import { failureMessage, isRequestFailure } from '../lib/request';
import { clearSession, readSession } from '../lib/session';
import { areaOf, loginUrlFor, permissionsIn, type WorkbenchArea } from '../routes/guards';
import { COMMUNITY_PAGE, currentPageConfig, type PageConfig, pageConfig } from '../routes/page-config';
import { Brand } from '../ui/brand';
import { LanguageSwitch } from '../ui/language-switch';
import { WorkbenchSkeleton } from '../ui/workbench-skeleton';
import { CommunitySelector } from './community-selector';
import { ExperienceModal } from './experience-modal';
import { buildMenu } from './menu-items';
import { OldBrowserBanner } from './old-browser-banner';
import { PageAccess } from './page-access';
import { SiderMenu } from './sider-menu';
import { COMMUNITY_QUERY, useCommunitySelection } from './use-community-selection';
import { UserMenu } from './user-menu';
import './workbench.css';
import { type Workbench, WorkbenchContext } from './workbench-context';

// Shown rarely (a failed session check, ☰ below 992 px): their own chunks, so the shell is small (issue #25).
const LoadFailed = lazy(() => import('./load-failed'));
const MenuDrawer = lazy(() => import('./menu-drawer'));

const FALLBACK_PAGE: PageConfig = pageConfig(COMMUNITY_PAGE, 'notFound', { allowSwitchCommunity: false });

export function ManageLayout() {
  return <WorkbenchLayout area="/manage" />;
}

export function GovernmentLayout() {
  return <WorkbenchLayout area="/government" />;
}

/** Clears a session the server no longer accepts and goes to the login page, keeping the location. */
function SessionExpired({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void navigate(loginUrlFor(to), { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * The login guard of the workbench: no session → /login?to=…; while the session's user info loads,
 * 登录中…; a session of the other login type goes to its own area.
 */
function WorkbenchLayout({ area }: { area: WorkbenchArea }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = readSession();
  const info = useQuery(loginInfoQuery(session));
  const here = `${location.pathname}${location.search}`;

  if (!session) return <Navigate to={loginUrlFor(here)} replace />;
  // The frame's skeleton while the session is checked, as before the code arrived (issue #24).
  if (info.isPending) return <WorkbenchSkeleton tip={t('app.loggingIn')} />;
  if (info.isError) {
    if (isRequestFailure(info.error) && info.error.code === 401) return <SessionExpired to={here} />;
    return (
      <Suspense fallback={null}>
        <LoadFailed reason={failureMessage(info.error)} onRetry={() => void info.refetch()} />
      </Suspense>
    );
  }
  const home = areaOf(info.data.adminOwnerType);
  if (home !== area) return <Navigate to={home} replace />;
  return <WorkbenchFrame area={area} user={info.data} />;
}

function WorkbenchFrame({ area, user }: { area: WorkbenchArea; user: UserInfoDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = currentPageConfig(useMatches()) ?? FALLBACK_PAGE;
  const onMenuPage = page.menuKey !== null && !page.backable;
  const { community, select } = useCommunitySelection(
    area,
    user.communities,
    page.showCommunityMenu,
    onMenuPage,
  );
  const code = community?.communityInfoCode ?? null;
  const permissions = useMemo(() => permissionsIn(user, code), [user, code]);

  const linkTo = useCallback(
    (path: string, communityCode: string | null = code) => {
      const target = path ? `${area}/${path}` : area;
      return communityCode ? `${target}?${COMMUNITY_QUERY}=${encodeURIComponent(communityCode)}` : target;
    },
    [area, code],
  );
  const workbench = useMemo<Workbench>(
    () => ({ area, user, community, permissions, page, linkTo }),
    [area, user, community, permissions, page, linkTo],
  );
  const menu = useMemo(
    () => buildMenu(area, { showCommunityMenu: page.showCommunityMenu, community, permissions }),
    [area, page.showCommunityMenu, community, permissions],
  );
  const menuLink = useCallback(
    (path: string) => linkTo(path, page.showCommunityMenu ? code : null),
    [linkTo, page.showCommunityMenu, code],
  );
  // Below 992 px the side menu is a drawer over the page, opened by ☰ (workbench.css hides the sider).
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer is mounted from the first ☰ on (and stays, so it closes with its animation).
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = useCallback(() => {
    setMenuUsed(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const content = (
    <PageAccess page={page} user={user} community={community}>
      <Outlet />
    </PageAccess>
  );

  // One modal at the same place in both trees: opening a print page of the experience community
  // and coming back is no new entry to it (SPEC §2.5).
  const experience = <ExperienceModal community={page.showCommunityMenu ? community : null} />;
  if (page.noLayout) {
    return (
      <WorkbenchContext.Provider value={workbench}>
        {content}
        {experience}
      </WorkbenchContext.Provider>
    );
  }

  const gov = user.govInfo;
  return (
    <WorkbenchContext.Provider value={workbench}>
      <Layout className="workbench">
        <OldBrowserBanner />
        <Layout.Header className="workbench-header">
          {page.noMenu ? null : (
            <Button
              type="text"
              className="workbench-header__menu"
              icon={<MenuOutlined />}
              aria-label={t('app.menu')}
              aria-expanded={menuOpen}
              onClick={openMenu}
            />
          )}
          <Link to={area} className="workbench-header__brand">
            <Brand />
          </Link>
          {page.showCommunityMenu && user.communities.length > 0 ? (
            <CommunitySelector
              communities={user.communities}
              value={code}
              disabled={!page.allowSwitchCommunity}
              onChange={select}
            />
          ) : null}
          {!page.showCommunityMenu && gov ? (
            <span className="workbench-header__gov">
              {[gov.streetName, gov.govCommunityName].filter(Boolean).join(' · ')}
            </span>
          ) : null}
          <span className="workbench-header__spacer" />
          <LanguageSwitch />
          <UserMenu user={user} area={area} />
        </Layout.Header>
        <Layout hasSider={!page.noMenu}>
          {page.noMenu ? null : (
            <Layout.Sider width={240} theme="light" className="workbench-sider">
              <SiderMenu nodes={menu} selectedKey={page.menuKey} linkTo={menuLink} />
            </Layout.Sider>
          )}
          <Layout.Content className="workbench-main">
            <div className="workbench-content">
              <div className="page-heading">
                {page.backable ? (
                  <Button
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    aria-label={t('app.back')}
                    onClick={() => void navigate(-1)}
                  />
                ) : null}
                {/* Plain markup styled as antd's Title (level 4) and secondary Text (workbench.css):
                    Typography with its editing, copying and tooltip code stays out of the shell (issue #25). */}
                <h4 className="page-heading__title">{t(`page.${page.title}`)}</h4>
                {page.showCommunityMenu && community ? (
                  <span className="page-heading__community">{community.communityName}</span>
                ) : null}
              </div>
              {content}
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
      {page.noMenu || !menuUsed ? null : (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={closeMenu} title={t('app.menu')}>
            <SiderMenu nodes={menu} selectedKey={page.menuKey} linkTo={menuLink} onNavigate={closeMenu} />
          </MenuDrawer>
        </Suspense>
      )}
      {experience}
    </WorkbenchContext.Provider>
  );
}
