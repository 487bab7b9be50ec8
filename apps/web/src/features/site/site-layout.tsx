import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { Brand } from '../../ui/brand';
import { LanguageSwitch } from '../../ui/language-switch';

const NAV = [
  { to: '/', label: 'page.siteHome', end: true },
  { to: '/introduce', label: 'page.siteIntroduce', end: false },
  { to: '/information', label: 'page.siteInformation', end: false },
  { to: '/case', label: 'page.siteCase', end: false },
] as const;

/** The public site frame: brand, menu, and the 'enter workbench' button that opens /login in a new tab. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="site">
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          <Brand />
        </Link>
        <nav className="site-header__nav" aria-label={t('app.name')}>
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="site-header__link">
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <span className="site-header__spacer" />
        <LanguageSwitch />
        <Button type="primary" href="/login" target="_blank" rel="noopener">
          {t('site.enterWorkbench')}
        </Button>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        © {new Date().getFullYear()} {t('app.name')} · {t('app.slogan')}
      </footer>
    </div>
  );
}
