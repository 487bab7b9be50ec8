import { formatArea } from '@gongzhi/domain/roster/area-units';
import type { OwnerQuorumProgressDto } from '@gongzhi/domain/voting/quorum-tracker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWNER_QUERY_KEY, ownerRequest } from '../../features/account/owner-session';
import { useTranslation } from '../../locales/use-translation';
import { OwnerProgressBar } from '../ui/progress-bar';
import './locale';

export type OwnerQuorumProgress = OwnerQuorumProgressDto;

/** GET /v1/owner/quorumProgress: the vote's overall participation, for owners of its roll. */
export function ownerQuorumProgressQuery(votingCode: string) {
  return queryOptions({
    queryKey: [...OWNER_QUERY_KEY, 'quorumProgress', votingCode],
    queryFn: () =>
      ownerRequest<OwnerQuorumProgress>({ url: '/v1/owner/quorumProgress', data: { votingCode } }),
    retry: false,
  });
}

/** part/whole as a whole percentage for the bar (display only; the verdict is the server's). */
const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, (part * 100) / whole) : 0);

/**
 * 目前参与情况 on the owner's vote page (issue #26 item 1): how many owners and how much area have
 * taken part against what the vote's effect rule needs, and 还需 N 位业主、X ㎡. Shown while the vote
 * runs; an owner not in the roll gets a refusal, so the card simply stays away.
 */
export function VoteProgress({ votingCode }: { votingCode: string }) {
  const { t } = useTranslation('votingOwner');
  const progress = useQuery(ownerQuorumProgressQuery(votingCode));
  if (!progress.data) return null;
  const { overall, rollFrozen } = progress.data;
  if (!rollFrozen) {
    return (
      <div className="owner-card owner-vote-progress" data-testid="owner-vote-progress">
        <div className="owner-card__head">{t('progress.title')}</div>
        <p className="owner-muted">{t('progress.notStarted')}</p>
      </div>
    );
  }
  const needed = overall.quorum
    ? t('progress.reached')
    : !overall.reachable
      ? t('progress.unreachable')
      : t('progress.stillNeeded', {
          heads: overall.stillNeeded.heads,
          area: formatArea(overall.stillNeeded.area),
        });
  const headsText = t('progress.heads', { value: overall.participating.heads, total: overall.total.heads });
  const areaText = t('progress.area', {
    value: formatArea(overall.participating.area),
    total: formatArea(overall.total.area),
  });
  return (
    <div className="owner-card owner-vote-progress" data-testid="owner-vote-progress">
      <div className="owner-card__head">{t('progress.title')}</div>
      <div className="owner-vote-progress__line">{headsText}</div>
      <OwnerProgressBar
        percent={percent(overall.participating.heads, overall.total.heads)}
        label={headsText}
      />
      <div className="owner-vote-progress__line">{areaText}</div>
      <OwnerProgressBar percent={percent(overall.participating.area, overall.total.area)} label={areaText} />
      <p className="owner-muted" data-testid="owner-vote-rule-target">
        {t('progress.rule', { heads: overall.target.heads, area: formatArea(overall.target.area) })}
      </p>
      <p
        className={overall.quorum ? 'owner-vote-progress__needed is-ok' : 'owner-vote-progress__needed'}
        data-testid="owner-vote-still-needed"
      >
        {needed}
      </p>
    </div>
  );
}
