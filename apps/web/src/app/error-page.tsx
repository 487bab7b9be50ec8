import { CloseCircleFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useRouteError } from 'react-router';
import { i18n } from '../locales/i18n';

/**
 * Route error boundary (SPEC §8): 页面出错了 with a 尝试刷新 button that reloads. Self-contained,
 * because it must render even when a page chunk failed to load.
 */
export function ErrorPage() {
  console.error(useRouteError());
  return (
    <div className="full-page-center" role="alert">
      <CloseCircleFilled style={{ fontSize: 64, color: '#DD4B37' }} />
      <h1 className="error-page__title">{i18n.t('messages.pageError')}</h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {i18n.t('messages.tryRefresh')}
      </Button>
    </div>
  );
}
