import { useQuery } from '@tanstack/react-query';
import { areaTreeQuery, myCertificationsQuery } from '../../features/certification/certification-api';
import { useTranslation } from '../../locales/use-translation';
import { useSearchParams } from '../nav';
import { OwnerSkeleton } from '../owner-ui';
import { OwnerLoadFailed } from '../ui/load-failed';
import { CertifyForm } from './certify-form';
import '../../features/certification/locale';

/**
 * /owner/certify: an owner certifies a house (community, building, house, identity, proof photos,
 * agent data when an agent applies). `?resubmit=<certificationId>` prefills a rejected application
 * and shows its reason. Plain components; the photo upload comes with this page only.
 */
export function OwnerCertify() {
  const { t } = useTranslation('certification');
  const [params] = useSearchParams();
  const resubmitId = params.get('resubmit');
  const applications = useQuery(myCertificationsQuery);
  const areas = useQuery(areaTreeQuery);

  if (areas.isError) {
    return (
      <OwnerLoadFailed
        title={t('owner.loadFailed')}
        error={areas.error}
        retryText={t('owner.retry')}
        onRetry={() => void areas.refetch()}
      />
    );
  }
  if (areas.isPending || (resubmitId && applications.isPending)) return <OwnerSkeleton rows={8} />;
  const rejected = resubmitId
    ? applications.data?.find((item) => item.certificationId === resubmitId && item.state === 'REJECTED')
    : undefined;
  return <CertifyForm key={rejected?.certificationId ?? 'new'} areas={areas.data} rejected={rejected} />;
}
