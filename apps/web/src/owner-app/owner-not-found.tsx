import { useTranslation } from '../locales/use-translation';
import { useNavigate } from './nav';
import { OwnerButton } from './owner-ui';

/** An /owner address no page answers (SPEC §8 not-found): what happened and 返回首页, no antd. */
export function OwnerNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="full-page-center">
      <h1 className="error-page__title">{t('error.notFoundTitle')}</h1>
      <p className="full-page-center__tip">{t('messages.notFound')}</p>
      <OwnerButton kind="primary" onClick={() => void navigate('/owner')}>
        {t('app.backHome')}
      </OwnerButton>
    </main>
  );
}
