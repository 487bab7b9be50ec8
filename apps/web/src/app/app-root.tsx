import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { prefetchWorkbenchSession } from '../features/account/session-query';
import { i18n } from '../locales/i18n';
import { watchScrollingTables } from '../ui/table-scroll-focus';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { THEME } from './theme';

// dayjs and its Chinese texts are no part of the entry: the login page and the workbench frame show
// no dates (issue #25). The load starts with the app, before any page's code, which loads dayjs too.
const dayjsLocale = import('../locales/dayjs-locale');

function LocalisedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { i18n: instance } = useTranslation();
  const english = instance.language === 'en-US';
  useEffect(() => {
    void dayjsLocale.then((module) => module.applyDayjsLocale(english));
  }, [english]);
  return (
    <ConfigProvider
      locale={english ? enUS : zhCN}
      theme={THEME}
      // antd spaces out two-character Chinese labels (同 意, 弃 权): the words are written as words.
      button={{ autoInsertSpace: false }}
    >
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}

/** Providers of the whole app: TanStack Query, i18n, antd (locale, theme, App feedback) and the router. */
export function AppRoot() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The session check of a cold workbench load starts now, beside the route's code (issue #25).
    prefetchWorkbenchSession(client, window.location.pathname);
    return client;
  });
  const [router] = useState(createAppRouter);
  // Tables that scroll sideways with nothing to focus get a tab stop (ui/table-scroll-focus).
  useEffect(() => watchScrollingTables(document), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedApp router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
