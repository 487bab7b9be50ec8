import { RightOutlined } from '@ant-design/icons';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { isResultAnnounced, mayOwnerHideVoting } from '@gongzhi/domain/voting/voting-lifecycle';
import { ownerResultPath } from '@gongzhi/domain/voting/voting-result-api';
import { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { attachmentUrl } from '../../ui/upload/upload-api';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import { OwnerProxyPanel, ProxyEntries } from './owner-proxy';
import {
  abandonOnline,
  type BallotReceipt,
  castVote,
  hideOwnerVote,
  type OwnerVoteInfo,
  type OwnerVoteItem,
  ownerVoteInfoQuery,
  ownerVotesQuery,
} from './voting-api';
import { formatPeriod, VotingStateTag } from './voting-shared';
import './locale';
import './result-locale';
import './owner-voting.css';
import './owner-result.css';
import { useEnumLabel } from '../../locales/enum-label';

/** 我的表决 (/owner/votes): the votes of the owner's communities, open ones first as the server orders them. */
export function OwnerVotesPage() {
  const { t } = useTranslation('voting');
  const votes = useQuery(ownerVotesQuery);
  if (votes.isError) {
    return <Result status="error" title={t('owner.loadFailed')} subTitle={failureMessage(votes.error)} />;
  }
  if (votes.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="owner-votes">
      <h1 className="owner-title">{t('owner.title')}</h1>
      <ProxyEntries />
      {votes.data.length === 0 ? <div className="owner-card owner-muted">{t('owner.empty')}</div> : null}
      {votes.data.map((vote) => (
        <Link
          key={vote.votingCode}
          to={`/owner/votes/${encodeURIComponent(vote.votingCode)}`}
          className="owner-card owner-vote-item"
          data-testid="owner-vote-item"
        >
          <div className="owner-vote-item__main">
            <div className="owner-vote-item__title">{vote.title}</div>
            <div className="owner-vote-item__meta">
              {vote.communityName} · {formatPeriod(vote.startDate, vote.endDate)}
            </div>
            <div className="owner-vote-item__tags">
              <VotingStateTag state={vote.votingState} />
              {vote.voted ? <span className="owner-vote-voted">{t('owner.voted')}</span> : null}
              {isResultAnnounced(vote.votingState) ? <ResultButton votingCode={vote.votingCode} /> : null}
              {mayOwnerHideVoting(vote.votingState) ? <HideVoteButton vote={vote} /> : null}
            </div>
          </div>
          <RightOutlined />
        </Link>
      ))}
    </div>
  );
}

/** 查看公示结果 on a vote in publicity (or finished after it): opens the owner result page. */
function ResultButton({ votingCode }: { votingCode: string }) {
  const { t } = useTranslation('votingResult');
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      type="link"
      className="owner-vote-item__result"
      data-testid="owner-vote-result-entry"
      onClick={(event) => {
        // The button sits inside the card's link: open the result instead of the vote.
        event.preventDefault();
        event.stopPropagation();
        void navigate(ownerResultPath(votingCode));
      }}
    >
      {t('entry')}
    </Button>
  );
}

/** 删除 on a closed vote: takes it off this owner's list after a confirmation (ballots stay on record). */
function HideVoteButton({ vote }: { vote: OwnerVoteItem }) {
  const { t } = useTranslation('voting');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const hide = useMutation({
    mutationFn: () => hideOwnerVote(vote.votingCode),
    onSuccess: async () => {
      message.success(t('owner.hidden'));
      await client.invalidateQueries({ queryKey: ownerVotesQuery.queryKey });
    },
    onError: (error) => message.error(failureMessage(error)),
  });
  return (
    <Button
      size="small"
      type="link"
      danger
      className="owner-vote-item__hide"
      loading={hide.isPending}
      onClick={(event) => {
        // The button sits inside the card's link: keep the click from opening the vote.
        event.preventDefault();
        event.stopPropagation();
        modal.confirm({
          title: t('owner.hideTitle'),
          content: t('owner.hideHint'),
          okText: t('owner.hide'),
          okButtonProps: { danger: true },
          onOk: () => hide.mutateAsync(),
        });
      }}
    >
      {t('owner.hide')}
    </Button>
  );
}

/** One vote on the phone: materials, a choice per issue, confirmation, and the receipt. */
export function OwnerVotePage() {
  const { t } = useTranslation('voting');
  const { votingCode = '' } = useParams();
  const info = useQuery(ownerVoteInfoQuery(votingCode));
  if (info.isError) {
    return (
      <Result
        status="warning"
        title={failureMessage(info.error)}
        extra={
          <Link to="/owner/votes">
            <Button>{t('owner.back')}</Button>
          </Link>
        }
      />
    );
  }
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <OwnerVote key={info.data.votingCode} vote={info.data} />;
}

function OwnerVote({ vote }: { vote: OwnerVoteInfo }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [choices, setChoices] = useState<Record<string, VoteChoice | undefined>>({});
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<BallotReceipt | null>(vote.myBallot);
  const missing = vote.issues.filter((issue) => !choices[issue.issueKey]);
  const refresh = () => client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });

  const cast = useMutation({
    mutationFn: () =>
      castVote(
        vote.votingCode,
        Object.fromEntries(vote.issues.map((issue) => [issue.issueKey, choices[issue.issueKey] ?? null])),
      ),
    onSuccess: async (next) => {
      setConfirming(false);
      setReceipt(next);
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      void message.error(failureMessage(error));
    },
  });
  const abandon = useMutation({
    mutationFn: () => abandonOnline(vote.votingCode),
    onSuccess: async () => {
      void message.success(t('owner.abandoned'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  return (
    <div className="owner-vote">
      <Link to="/owner/votes" className="owner-vote__back">
        {t('owner.back')}
      </Link>
      <h1 className="owner-title">{vote.title}</h1>
      <div className="owner-vote-item__tags">
        <VotingStateTag state={vote.votingState} />
        <span className="owner-muted">{formatPeriod(vote.startDate, vote.endDate)}</span>
      </div>
      {isResultAnnounced(vote.votingState) ? (
        <Link to={ownerResultPath(vote.votingCode)} data-testid="owner-vote-result-link">
          <Button type="primary" size="large" block className="owner-vote__result">
            {t('entry', { ns: 'votingResult' })}
          </Button>
        </Link>
      ) : null}
      {vote.description ? <div className="owner-card owner-vote__text">{vote.description}</div> : null}
      {vote.votingRule ? (
        <div className="owner-card owner-vote__text" data-testid="owner-vote-rule">
          <div className="owner-card__head">{t('detail.votingRuleText')}</div>
          {vote.votingRule}
        </div>
      ) : null}
      {vote.votingDate ? (
        <div className="owner-muted" data-testid="owner-vote-date">
          {t('export.votingDate', { date: vote.votingDate })}
        </div>
      ) : null}
      {vote.files.length > 0 ? (
        <div className="owner-card" data-testid="owner-vote-materials">
          <div className="owner-card__head">{t('owner.materials')}</div>
          {/* Published with the vote: owners open the materials by their public id. */}
          {vote.files.map((file) => (
            <Button
              key={file.attachmentId}
              type="link"
              className="owner-vote__material"
              href={attachmentUrl(file, { isPublic: true }) ?? undefined}
              target="_blank"
              rel="noreferrer"
            >
              {file.sourceName}
            </Button>
          ))}
        </div>
      ) : null}

      <OwnerProxyPanel vote={vote} />
      {receipt ? (
        <Receipt vote={vote} receipt={receipt} />
      ) : (
        <>
          {!vote.canVote ? (
            <Alert
              type="warning"
              showIcon
              title={vote.cannotVoteReason ?? t('owner.cannotVote')}
              data-testid="cannot-vote"
            />
          ) : null}
          {vote.issues.map((issue) => (
            <section key={issue.issueKey} className="owner-card" aria-label={issue.title}>
              <div className="owner-card__head">
                {issue.issueKey}. {issue.title}
              </div>
              <div className="owner-muted">{enumLabel(IssueType, issue.issueType)}</div>
              {issue.description ? <p className="owner-vote__text">{issue.description}</p> : null}
              <Radio.Group
                className="owner-vote__choices"
                disabled={!vote.canVote}
                value={choices[issue.issueKey]}
                onChange={(event) =>
                  setChoices((current) => ({ ...current, [issue.issueKey]: event.target.value }))
                }
                optionType="button"
                buttonStyle="solid"
                options={issue.issueOptions.map((option) => ({ value: option.choice, label: option.name }))}
              />
            </section>
          ))}
          {vote.canVote ? (
            <div className="owner-actions">
              <Button
                type="primary"
                size="large"
                block
                onClick={() => {
                  if (missing.length > 0) {
                    void message.warning(t('owner.chooseAll', { n: missing[0]?.issueKey }));
                    return;
                  }
                  setConfirming(true);
                }}
              >
                {t('owner.submit')}
              </Button>
              <Button
                size="large"
                block
                type="text"
                onClick={() =>
                  modal.confirm({
                    title: t('owner.abandonTitle'),
                    content: t('owner.abandonConfirm'),
                    okText: t('owner.abandon'),
                    cancelText: t('actions.cancel'),
                    onOk: () => abandon.mutateAsync().catch(() => undefined),
                  })
                }
              >
                {t('owner.abandon')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <Modal
        open={confirming}
        title={t('owner.confirmTitle')}
        okText={t('owner.confirmOk')}
        cancelText={t('owner.confirmBack')}
        onCancel={() => setConfirming(false)}
        onOk={() => cast.mutate()}
        okButtonProps={{ loading: cast.isPending }}
        centered
      >
        <p>{t('owner.confirmHint', { count: vote.myHouseCodes.length })}</p>
        <ul className="owner-vote__summary">
          {vote.issues.map((issue) => (
            <li key={issue.issueKey}>
              {issue.issueKey}. {issue.title}：
              <strong>
                {issue.issueOptions.find((option) => option.choice === choices[issue.issueKey])?.name}
              </strong>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

function Receipt({ vote, receipt }: { vote: OwnerVoteInfo; receipt: BallotReceipt }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  return (
    <div className="owner-card owner-vote__receipt" data-testid="ballot-receipt">
      <Result
        status="success"
        title={t('owner.receiptTitle')}
        subTitle={t('owner.receiptAt', {
          time: formatDateTime(receipt.castAt),
          channel: t(`channel.${receipt.channel}`),
        })}
      />
      <ul className="owner-vote__summary">
        {vote.issues.map((issue) => {
          const choice = receipt.choices[issue.issueKey];
          return (
            <li key={issue.issueKey}>
              {issue.issueKey}. {issue.title}：
              <strong>{choice ? enumLabel(VoteChoice, choice) : t('invalid.blank')}</strong>
            </li>
          );
        })}
      </ul>
      <p className="owner-muted">{t('owner.receiptHouses', { count: receipt.houseCodes.length })}</p>
      <div className="owner-card__head">{t('owner.ballotHash')}</div>
      <p className="voting-hash" data-testid="ballot-hash">
        {receipt.ballotHash}
      </p>
      <p className="owner-muted">{t('owner.hashHint', { seq: receipt.seq, title: vote.title })}</p>
    </div>
  );
}
