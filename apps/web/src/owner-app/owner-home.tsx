import {
  OwnerCertificationReviewState,
  OwnerHouseRelationType,
} from '@gongzhi/domain/certification/certification-enums';
import { formatArea } from '@gongzhi/domain/roster/area-units';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  houseLabel,
  type MyCertification,
  myCertificationsQuery,
} from '../features/certification/certification-api';
import { ownerNoticesQuery } from '../features/notice/notice-api';
import { openApplications } from '../features/owner/open-applications';
import { baseInfoQuery, type MyHouse, myHousesQuery } from '../features/owner/owner-api';
import { formatDateTime } from '../lib/format';
import { failureMessage } from '../lib/request';
import { useTranslation } from '../locales/use-translation';
import { ElderModeToggle } from './elder-mode-toggle';
import { Link, useNavigate } from './nav';
import { useOwnerEnumLabel } from './owner-enum-label';
import { OwnerGate } from './owner-gate';
import {
  AccountBookIcon,
  CalendarIcon,
  CommentIcon,
  FormIcon,
  NotificationIcon,
  ReadIcon,
  ToolIcon,
} from './owner-icons';
import { OwnerButton, OwnerCell, OwnerSkeleton, OwnerTag } from './owner-ui';
import { OwnerVoteReminders } from './voting/owner-reminders';
import '../features/owner/locale';

const REVIEW_TONE = { REVIEWING: 'processing', APPROVE: 'success', REJECTED: 'error' } as const;

/**
 * /owner in the owner entry (same texts and behaviour as features/owner/owner-home-page): my
 * communities and houses with their certification state, my open applications, and the shortcuts
 * to every owner page; plain components, no antd.
 */
export function OwnerHome() {
  const { t } = useTranslation('owner');
  const base = useQuery(baseInfoQuery);
  const houses = useQuery(myHousesQuery);
  const applications = useQuery(myCertificationsQuery);
  const navigate = useNavigate();

  if (houses.isError || base.isError) {
    return (
      <div className="ogate" role="alert">
        <div className="ogate__title">{t('loadFailed')}</div>
        <p className="ogate__reason">{failureMessage(houses.error ?? base.error)}</p>
        <OwnerButton onClick={() => void Promise.all([houses.refetch(), base.refetch()])}>
          {t('retry')}
        </OwnerButton>
      </div>
    );
  }
  if (houses.isPending || base.isPending) return <OwnerSkeleton />;

  const communities = houses.data.communities.filter((community) => community.houses.length > 0);
  const open = openApplications(applications.data ?? []);

  return (
    <div className="owner-home">
      <h1 className="owner-title">{t('home.greeting', { name: base.data.ownerName ?? base.data.mobile })}</h1>
      <ElderModeToggle testId="elder-mode-switch-home" />
      <OwnerVoteReminders />
      {communities.length > 0 ? <Shortcuts /> : null}
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
          <OwnerButton block onClick={() => void navigate('/owner/certify')}>
            {t('home.certifyAnother')}
          </OwnerButton>
        </div>
      )}
    </div>
  );
}

type Shortcut = { id: string; to: string; icon: ReactNode; label: string };

/** One grid of every entry the tabs do not reach (the same test ids as the SPA's shortcut groups). */
function Shortcuts() {
  const { t } = useTranslation('owner');
  const notices = useQuery(ownerNoticesQuery);
  const unread = (notices.data ?? []).filter((notice) => notice.hasRead === 'NO').length;
  const entries: Shortcut[] = [
    {
      id: 'notices',
      to: '/owner/notices',
      label: t('shortcuts.notices'),
      icon: (
        <span className="owner-badge">
          <NotificationIcon />
          {unread > 0 ? <sup className="owner-badge__count">{unread > 99 ? '99+' : unread}</sup> : null}
        </span>
      ),
    },
    {
      id: 'finance',
      to: '/owner/financeReports',
      label: t('shortcuts.finance'),
      icon: <AccountBookIcon />,
    },
    {
      id: 'consultations',
      to: '/owner/consultations',
      label: t('shortcuts.consultations'),
      icon: <FormIcon />,
    },
    {
      id: 'work-orders',
      to: '/owner/workOrders',
      label: t('shortcuts.workOrders'),
      icon: <ToolIcon />,
    },
    {
      id: 'complaints',
      to: '/owner/complaints',
      label: t('shortcuts.complaints'),
      icon: <CommentIcon />,
    },
    {
      id: 'gov-information',
      to: '/owner/govInformation',
      label: t('shortcuts.govInformation'),
      icon: <ReadIcon />,
    },
    {
      id: 'gov-activities',
      to: '/owner/govActivities',
      label: t('shortcuts.govActivities'),
      icon: <CalendarIcon />,
    },
    { id: 'votes', to: '/owner/votes', label: t('shortcuts.votes'), icon: <FormIcon /> },
  ];
  return (
    <div className="owner-shortcut-grid" data-testid="owner-shortcut-grid">
      <nav className="owner-shortcuts" aria-label={t('shortcuts.title')}>
        {entries.map((entry) => (
          <Link
            key={entry.id}
            to={entry.to}
            className="owner-card owner-shortcut"
            data-testid={`owner-shortcut-${entry.id}`}
          >
            <span className="owner-shortcut__icon">{entry.icon}</span>
            <span>{entry.label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** The gate before owner certification: why, and 去认证 (features/owner/owner-certify-gate). */
export function OwnerCertifyGate({ reason }: { reason: string }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const applications = useQuery(myCertificationsQuery);
  const reviewing = (applications.data ?? []).some((application) => application.state === 'REVIEWING');
  return (
    <div className="owner-card">
      <OwnerGate
        kind={reviewing ? 'reviewing' : 'certification'}
        title={reviewing ? t('gate.reviewingTitle') : t('gate.title')}
        reason={reviewing ? `${t('gate.reviewingReason')} ${reason}` : reason}
        action={
          <OwnerButton kind="primary" onClick={() => void navigate('/owner/certify')}>
            {t('home.certifyNow')}
          </OwnerButton>
        }
      />
    </div>
  );
}

function HouseRow({ house }: { house: MyHouse }) {
  const { t } = useTranslation('owner');
  const enumLabel = useOwnerEnumLabel();
  const state =
    house.ownerHouseInfoState === 'CORRECT_INFO' ? (
      <OwnerTag tone="success">{t('houseState.certified')}</OwnerTag>
    ) : house.ownerHouseInfoState === 'INCORRECT_INFO' ? (
      <OwnerTag tone="error">{t('houseState.incorrect')}</OwnerTag>
    ) : (
      <OwnerTag>{t('houseState.toConfirm')}</OwnerTag>
    );
  return (
    <OwnerCell
      title={houseLabel(house)}
      meta={`${enumLabel('OwnerHouseRelationType', OwnerHouseRelationType, house.relationType)}${house.area === null ? '' : ` · ${formatArea(house.area)}㎡`}`}
      extra={state}
    />
  );
}

function ApplicationCard({ application }: { application: MyCertification }) {
  const { t } = useTranslation('owner');
  const enumLabel = useOwnerEnumLabel();
  const navigate = useNavigate();
  return (
    <div className="owner-card" data-testid="owner-application">
      <OwnerCell
        title={`${application.communityName} ${houseLabel(application.house)}`}
        meta={t('home.submittedAt', { time: formatDateTime(application.gmtCreate) })}
        extra={
          <OwnerTag tone={REVIEW_TONE[application.state]}>
            {enumLabel('OwnerCertificationReviewState', OwnerCertificationReviewState, application.state)}
          </OwnerTag>
        }
      />
      {application.state === 'REJECTED' ? (
        <>
          <p className="owner-muted">{t('home.reason', { reason: application.rejectReason ?? '' })}</p>
          <OwnerButton
            block
            onClick={() =>
              void navigate(`/owner/certify?resubmit=${encodeURIComponent(application.certificationId)}`)
            }
          >
            {t('home.resubmit')}
          </OwnerButton>
        </>
      ) : null}
    </div>
  );
}
