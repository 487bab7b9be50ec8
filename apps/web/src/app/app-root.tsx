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
import { watchScrollingTables } from '../ui/table-scroll-focus';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Colours of SPEC §9 in their text-contrast shades (global.css says why): blue for actions, red for errors, green for success. */
const THEME = {
  token: {
    colorPrimary: '#1A66D6',
    colorSuccess: '#06844A',
    colorError: '#C23A27',
    colorInfo: '#1A66D6',
    colorLink: '#1A66D6',
    // antd's greys (45 % and 25 % black) read at 3.4:1 and 1.8:1 on white: darkened to 4.5:1 or more.
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // The success background antd derives from the darker green is a grey-green (#B1C4B8) the green text
    // reads at 2.6:1 on: antd's own light green and border instead (4.6:1).
    colorSuccessBg: '#F6FFED',
    colorSuccessBorder: '#B7EB8F',
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
  const [queryClient] = useState(createQueryClient);
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
