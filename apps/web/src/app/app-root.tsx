import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../locales/i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Brand colours of SPEC §9: blue for actions, red for the brand mark, green for success. */
const THEME = {
  token: {
    colorPrimary: '#2F7FF8',
    colorSuccess: '#07C160',
    colorError: '#DD4B37',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  },
};

function LocalisedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { i18n: instance } = useTranslation();
  const english = instance.language === 'en-US';
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={THEME}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}

/** Providers of the whole app: TanStack Query, i18n, antd (locale, theme, App feedback) and the router. */
export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalisedApp router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
