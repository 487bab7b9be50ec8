import { QuickVoteChoice } from '@gongzhi/domain/quick-vote/quick-vote-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import { ownerAnswerQuickVote, ownerQuickVoteQuery } from '../../features/quick-vote/quick-vote-api';
import { failureMessage } from '../../lib/request';
import { useTranslation } from '../../locales/use-translation';
import { useElderMode } from '../elder-mode';
import { Link, useParams } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, OwnerDialog, OwnerSkeleton, showToast } from '../owner-ui';
import {
  ResultBar,
  SolicitationFiles,
  SolicitationHead,
  usePeriod,
} from '../questionnaire/solicitation-bits';
import { OwnerLoadFailed } from '../ui/load-failed';
import { OwnerNoticeBar } from '../ui/notice-bar';
import '../../features/quick-vote/locale';

/** /owner/quickVotes/:issueQuickId: one quick resolution, answered 同意 / 不同意 / 弃权 once while it runs. */
export function OwnerQuickVotePage() {
  const { issueQuickId = '' } = useParams();
  const { t } = useTranslation('quickVote');
  const { t: tq } = useTranslation('questionnaire');
  const enumLabel = useOwnerEnumLabel();
  const elder = useElderMode();
  const client = useQueryClient();
  const period = usePeriod();
  const info = useQuery(ownerQuickVoteQuery(issueQuickId));
  const [choice, setChoice] = useState<QuickVoteChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = useMutation({
    mutationFn: (value: QuickVoteChoice) => ownerAnswerQuickVote(issueQuickId, value),
    onSuccess: async () => {
      showToast(t('owner.submitted'), 'success');
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  if (info.isPending) return <OwnerSkeleton />;
  if (info.isError)
    return (
      <OwnerLoadFailed
        title={t('detail.notFound')}
        error={info.error}
        action={<Link to="/owner/consultations">{tq('owner.back')}</Link>}
      />
    );
  const data = info.data;
  const label = (value: QuickVoteChoice) => enumLabel('QuickVoteChoice', QuickVoteChoice, value);
  return (
    <div>
      <SolicitationHead
        title={data.title}
        state={data.state}
        communityName={data.communityName}
        period={period(data.startDate, data.endDate)}
        desc={data.desc}
      >
        <SolicitationFiles ids={[...data.descFile, ...data.mvcFile]} files={data.files} />
      </SolicitationHead>
      {data.state === 'WITHDRAWN' ? (
        <OwnerNoticeBar tone="warning" message={t('owner.withdrawn')} testId="owner-withdrawn" />
      ) : null}
      {data.myChoice ? (
        <OwnerNoticeBar tone="success" message={t('owner.mine', { choice: label(data.myChoice) })} />
      ) : data.cannotAnswerReason ? (
        <OwnerNoticeBar tone="info" message={data.cannotAnswerReason} />
      ) : null}
      {data.canAnswer ? (
        <section className="owner-card owner-qn-actions">
          <fieldset className="owner-qv-fieldset">
            <legend className="owner-card__head">{t('owner.choose')}</legend>
            <div className={elder.enabled ? 'owner-qv-choices owner-qv-choices--large' : 'owner-qv-choices'}>
              {QuickVoteChoice.values.map((value) => (
                <OwnerButton
                  key={value}
                  aria-pressed={choice === value}
                  className={choice === value ? 'ob--chosen' : undefined}
                  onClick={() => setChoice(value)}
                >
                  {label(value)}
                </OwnerButton>
              ))}
            </div>
          </fieldset>
          <OwnerButton
            kind="primary"
            block
            disabled={!choice}
            loading={submit.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('owner.submit')}
          </OwnerButton>
        </section>
      ) : null}
      {/* An answer cannot be changed once given: the owner confirms it first, as on a vote. */}
      <OwnerDialog
        open={confirming && choice !== null}
        title={t('owner.confirmTitle')}
        okText={t('owner.submit')}
        cancelText={t('owner.cancel')}
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          if (choice) submit.mutate(choice);
        }}
      >
        {choice ? t('owner.confirmContent', { choice: label(choice) }) : null}
      </OwnerDialog>
      {data.results ? (
        <section className="owner-card owner-qv-results">
          <div className="owner-card__head">{t('owner.results')}</div>
          {data.results.map((row) => (
            <ResultBar
              key={row.choice}
              label={row.name}
              detail={t('detail.headsResult', { heads: row.heads, percentage: row.headsPercentage })}
              percentage={row.headsPercentage}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}
