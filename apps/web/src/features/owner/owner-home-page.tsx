import {
  OwnerCertificationReviewState,
  OwnerHouseRelationType,
} from '@gongzhi/domain/certification/certification-enums';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { houseLabel, type MyCertification, myCertificationsQuery } from '../certification/certification-api';
import { OwnerWorkOrderShortcut } from '../estate/owner-work-order-shortcut';
import { OwnerNoticeShortcuts } from '../notice/owner-shortcuts';
import { OwnerConsultationShortcut } from '../questionnaire/owner-questionnaire-pages';
import { openApplications } from './open-applications';
import { baseInfoQuery, type MyHouse, myHousesQuery } from './owner-api';
import { OwnerCertifyGate } from './owner-certify-gate';
import { OwnerServiceShortcuts } from './owner-service-shortcuts';
import './locale';
import './owner.css';
import { useEnumLabel } from '../../locales/enum-label';

const REVIEW_COLOR = { REVIEWING: 'processing', APPROVE: 'success', REJECTED: 'error' } as const;

/** /owner: my communities and houses, each with its certification state, and my open applications. */
export function OwnerHomePage() {
  const { t } = useTranslation('owner');
  const base = useQuery(baseInfoQuery);
  const houses = useQuery(myHousesQuery);
  const applications = useQuery(myCertificationsQuery);
  const navigate = useNavigate();

  if (houses.isError || base.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={failureMessage(houses.error ?? base.error)}
        extra={
          <Button onClick={() => void Promise.all([houses.refetch(), base.refetch()])}>{t('retry')}</Button>
        }
      />
    );
  }
  if (houses.isPending || base.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;

  const communities = houses.data.communities.filter((community) => community.houses.length > 0);
  const open = openApplications(applications.data ?? []);

  return (
    <div className="owner-home">
      <h1 className="owner-title">{t('home.greeting', { name: base.data.ownerName ?? base.data.mobile })}</h1>
      {communities.length > 0 ? (
        // One grid of every entry (each area's shortcut group flows into it).
        <div className="owner-shortcut-grid" data-testid="owner-shortcut-grid">
          <OwnerNoticeShortcuts />
          <OwnerConsultationShortcut />
          <OwnerWorkOrderShortcut />
          <OwnerServiceShortcuts />
        </div>
      ) : null}
      <h2 className="owner-card__head">{t('home.title')}</h2>
      {communities.length === 0 ? (
        <OwnerCertifyGate reason={t('home.noHouses')} />
      ) : (
        communities.map((community) => (
          <section
            key={community.communityInfoCode}
            className="owner-card"
            aria-label={community.communityName}
          >
            <div className="owner-card__head">{community.communityName}</div>
            {community.houses.map((house) => (
              <HouseRow key={house.houseCode} house={house} />
            ))}
          </section>
        ))
      )}

      {open.length > 0 ? (
        <>
          <h2 className="owner-card__head">{t('home.applications')}</h2>
          {open.map((application) => (
            <ApplicationCard key={application.certificationId} application={application} />
          ))}
        </>
      ) : null}

      {communities.length === 0 ? null : (
        <div className="owner-actions">
          <Button size="large" block onClick={() => void navigate('/owner/certify')}>
            {t('home.certifyAnother')}
          </Button>
        </div>
      )}
    </div>
  );
}

function HouseRow({ house }: { house: MyHouse }) {
  const { t } = useTranslation('owner');
  const enumLabel = useEnumLabel();
  const state =
    house.ownerHouseInfoState === 'CORRECT_INFO' ? (
      <Tag color="success">{t('houseState.certified')}</Tag>
    ) : house.ownerHouseInfoState === 'INCORRECT_INFO' ? (
      <Tag color="error">{t('houseState.incorrect')}</Tag>
    ) : (
      <Tag>{t('houseState.toConfirm')}</Tag>
    );
  return (
    <div className="owner-house">
      <div>
        <div className="owner-house__name">{houseLabel(house)}</div>
        <div className="owner-house__meta">
          {enumLabel(OwnerHouseRelationType, house.relationType)}
          {house.area === null ? '' : ` · ${formatArea(house.area)}㎡`}
        </div>
      </div>
      {state}
    </div>
  );
}

function ApplicationCard({ application }: { application: MyCertification }) {
  const { t } = useTranslation('owner');
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  return (
    <div className="owner-card" data-testid="owner-application">
      <div className="owner-house">
        <div>
          <div className="owner-house__name">
            {application.communityName} {houseLabel(application.house)}
          </div>
          <div className="owner-house__meta">
            {t('home.submittedAt', { time: formatDateTime(application.gmtCreate) })}
          </div>
        </div>
        <Tag color={REVIEW_COLOR[application.state]}>
          {enumLabel(OwnerCertificationReviewState, application.state)}
        </Tag>
      </div>
      {application.state === 'REJECTED' ? (
        <>
          <p className="owner-muted">{t('home.reason', { reason: application.rejectReason ?? '' })}</p>
          <Button
            block
            onClick={() =>
              void navigate(`/owner/certify?resubmit=${encodeURIComponent(application.certificationId)}`)
            }
          >
            {t('home.resubmit')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
