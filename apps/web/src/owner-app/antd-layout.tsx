import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME } from '../app/theme';
import { Outlet, useOutletContext } from './nav';

/**
 * What the SPA's AppRoot gives antd pages (locale, theme, App feedback), for the owner pages not yet
 * moved to the owner app's own components (issue #25). Loaded lazily, so antd is fetched only on
 * those pages; the query client, i18n and router come from the owner app.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={THEME} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** A layout route around antd pages; passes the owner frame's outlet context (the session) on. */
export function AntdLayout() {
  const context = useOutletContext();
  return (
    <AntdProviders>
      <Outlet context={context} />
    </AntdProviders>
  );
}
