import { QuickVoteChoice } from '@gongzhi/domain/quick-vote/quick-vote-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../lib/request';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import { AttachmentLinks, ResultBar, StateTag, usePeriod } from '../questionnaire/solicitation-ui';
import { ownerAnswerQuickVote, ownerQuickVoteQuery } from './quick-vote-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

/** Owner H5 (390 px): one quick resolution, answered 同意 / 不同意 / 弃权 once while it runs. */
export function OwnerQuickVotePage() {
  const { issueQuickId = '' } = useParams();
  const { t } = useTranslation('quickVote');
  const enumLabel = useEnumLabel();
  const { t: tq } = useTranslation('questionnaire');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const period = usePeriod();
  const info = useQuery(ownerQuickVoteQuery(issueQuickId));
  const [choice, setChoice] = useState<QuickVoteChoice | null>(null);
  const submit = useMutation({
    mutationFn: (value: QuickVoteChoice) => ownerAnswerQuickVote(issueQuickId, value),
    onSuccess: async () => {
      void message.success(t('owner.submitted'));
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (info.isError)
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={failureMessage(info.error)}
        extra={<Link to="/owner/consultations">{tq('owner.back')}</Link>}
      />
    );
  const data = info.data;
  return (
    <div>
      <h1 className="owner-title">{data.title}</h1>
      <div className="owner-card">
        <div className="owner-qn-item__meta">
          <StateTag state={data.state} /> {data.communityName}
        </div>
        <div className="owner-qn-item__meta">{period(data.startDate, data.endDate)}</div>
        {data.desc ? <p className="qn-desc">{data.desc}</p> : null}
        <AttachmentLinks ids={[...data.descFile, ...data.mvcFile]} files={data.files} isPublic />
      </div>
      {data.state === 'WITHDRAWN' ? (
        <Alert type="warning" showIcon message={t('owner.withdrawn')} data-testid="owner-withdrawn" />
      ) : null}
      {data.myChoice ? (
        <Alert
          type="success"
          showIcon
          message={t('owner.mine', { choice: enumLabel(QuickVoteChoice, data.myChoice) })}
        />
      ) : data.cannotAnswerReason ? (
        <Alert type="info" showIcon message={data.cannotAnswerReason} />
      ) : null}
      {data.canAnswer ? (
        <section className="owner-card" style={{ marginTop: 12 }}>
          <div className="owner-card__head">{t('owner.choose')}</div>
          <div className="owner-qv-choices">
            {QuickVoteChoice.values.map((value) => (
              <Button
                key={value}
                size="large"
                type={choice === value ? 'primary' : 'default'}
                onClick={() => setChoice(value)}
              >
                {enumLabel(QuickVoteChoice, value)}
              </Button>
            ))}
          </div>
          <Button
            type="primary"
            size="large"
            block
            disabled={!choice}
            loading={submit.isPending}
            onClick={() => {
              if (!choice) return;
              // An answer cannot be changed once given: the owner confirms it first, as on a vote.
              modal.confirm({
                title: t('owner.confirmTitle'),
                content: t('owner.confirmContent', { choice: enumLabel(QuickVoteChoice, choice) }),
                okText: t('owner.submit'),
                onOk: () => submit.mutateAsync(choice).catch(() => undefined),
              });
            }}
          >
            {t('owner.submit')}
          </Button>
        </section>
      ) : null}
      {data.results ? (
        <section className="owner-card" style={{ marginTop: 12 }}>
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
