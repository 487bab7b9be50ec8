import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type NotFoundProps = { homePath: string };

/** SPEC §8 not-found: the message and a button back to the area's home. */
export function NotFoundResult({ homePath }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('error.notFoundTitle')}
      subTitle={t('messages.notFound')}
      extra={
        <Link to={homePath}>
          <Button type="primary">{t('app.backHome')}</Button>
        </Link>
      }
    />
  );
}
