import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/**
 * The session's user info could not be loaded (not a 401): the reason and 重试. Its own chunk, with
 * antd's Result and its pictures, loaded only when this happens (issue #25).
 */
export default function LoadFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('guard.loadFailed')}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('guard.retry')}
        </Button>
      }
    />
  );
}
