import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { configureRequest } from '../lib/request';
import { currentPageConfig } from '../routes/page-config';

/**
 * The root route: wires the request helper to antd's App feedback and the router (no static
 * `message`), and keeps the browser tab title in step with the page config.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = currentPageConfig(useMatches());

  useEffect(() => {
    configureRequest({
      notifyError: (text, seconds) => void message.error(text, seconds),
      redirectToLogin: (url) => {
        queryClient.clear();
        void navigate(url, { replace: true });
      },
    });
  }, [message, navigate, queryClient]);

  useEffect(() => {
    const name = t('app.name');
    document.title = page && page.title !== 'siteHome' ? `${t(`page.${page.title}`)} - ${name}` : name;
    document.documentElement.lang = i18n.language;
  }, [page, t, i18n.language]);

  return <Outlet />;
}
