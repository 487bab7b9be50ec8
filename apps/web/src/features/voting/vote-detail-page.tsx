import { PaperClipOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatArea } from '@gongzhi/domain/roster/area';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { DOWNLOAD_URL } from '../../ui/upload/upload-api';
import { DoorToDoorTab } from './door-to-door-tab';
import { DraftActions } from './draft-actions';
import { ProxyTab } from './proxy-tab';
import { QuorumCard } from './quorum-card';
import { ReminderPanel } from './reminder-panel';
import { DelayModal, EdgeInfoModal } from './vote-detail-modals';
import { ChainTab, ScopeTab, WhiteListTab } from './vote-detail-tabs';
import { VoteStatistics } from './vote-statistics';
import {
  buildingStatisticsQuery,
  copyVoting,
  delayVoting,
  terminateVoting,
  updateEdgeInfo,
  type VotingInfo,
  votingInfoQuery,
  votingKey,
  withdrawVoting,
} from './voting-api';
import { formatPeriod, QueryState, VotingStateTag } from './voting-shared';
import './locale';
import './voting.css';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** 表决详情 (/manage/voteDetail/:votingCode): live statistics, scope, white list and evidence chain. */
export function VoteDetailPage() {
  const { community } = useWorkbench();
  const { votingCode = '' } = useParams();
  if (!community) return <Empty />;
  return <VoteDetail communityInfoCode={community.communityInfoCode} votingCode={votingCode} />;
}

function VoteDetail({ communityInfoCode, votingCode }: { communityInfoCode: string; votingCode: string }) {
  const { t } = useTranslation('voting');
  const info = useQuery({ ...votingInfoQuery(communityInfoCode, votingCode), refetchInterval: 15_000 });
  const { t: tp } = useTranslation('votingProxy');
  const { t: td } = useTranslation('votingDoors');
  const { permissions, linkTo } = useWorkbench();
  if (!info.data) return <QueryState error={info.error} loading={info.isPending} />;
  const vote = info.data;
  return (
    <div className="voting-page">
      <VoteHeader communityInfoCode={communityInfoCode} vote={vote} />
      <Card variant="borderless">
        <Tabs
          items={withoutBallotTabs(vote, [
            {
              key: 'statistics',
              label: t('detail.tabs.statistics'),
              children: (
                <>
                  <QuorumCard communityInfoCode={communityInfoCode} votingCode={vote.votingCode} />
                  <ReminderPanel
                    communityInfoCode={communityInfoCode}
                    votingCode={vote.votingCode}
                    canSend={hasAnyPermission(permissions, ['VOTING_MANAGEMENT'])}
                  />
                  <VoteStatistics issues={vote.issues} statistics={vote.votingIssueStatistics} />
                  <BuildingStatistics communityInfoCode={communityInfoCode} vote={vote} />
                </>
              ),
            },
            {
              key: 'doors',
              label: td('tab'),
              children: (
                <DoorToDoorTab
                  communityInfoCode={communityInfoCode}
                  votingCode={vote.votingCode}
                  canPrint={hasAnyPermission(permissions, ['VOTING_MANAGEMENT'])}
                  downloadsLink={linkTo('download')}
                />
              ),
            },
            {
              key: 'scope',
              label: t('detail.tabs.scope'),
              children: <ScopeTab communityInfoCode={communityInfoCode} votingCode={votingCode} />,
            },
            {
              key: 'whiteList',
              label: t('detail.tabs.whiteList'),
              children: <WhiteListTab communityInfoCode={communityInfoCode} votingCode={votingCode} />,
            },
            ...(vote.settings.proxyVoting
              ? [
                  {
                    key: 'proxy',
                    label: tp('staffTitle'),
                    children: <ProxyTab communityInfoCode={communityInfoCode} votingCode={votingCode} />,
                  },
                ]
              : []),
            {
              key: 'chain',
              label: t('detail.tabs.chain'),
              children: <ChainTab communityInfoCode={communityInfoCode} vote={vote} />,
            },
          ])}
        />
      </Card>
    </div>
  );
}

/** A draft has no ballots: no statistics and no evidence chain, only what was prepared. */
function withoutBallotTabs<T extends { key: string }>(vote: VotingInfo, tabs: T[]): T[] {
  if (vote.votingState !== 'DRAFT') return tabs;
  return tabs.filter((tab) => tab.key !== 'statistics' && tab.key !== 'chain' && tab.key !== 'doors');
}

function VoteHeader({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions, linkTo } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const ref = { communityInfoCode, votingCode: vote.votingCode };
  const may = (action: Parameters<typeof mayPerformVotingAction>[1]) =>
    canManage && mayPerformVotingAction(vote.votingState, action);
  const [dialog, setDialog] = useState<'delay' | 'edge' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      void message.success(t('actions.done'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const link = (path: string) => linkTo(`${path}/${encodeURIComponent(vote.votingCode)}`);
  // A draft has no ballots, deliveries, exports or result yet: it offers its own actions instead.
  const draft = vote.votingState === 'DRAFT';

  return (
    <Card
      variant="borderless"
      title={
        <Space wrap>
          <span>{vote.title}</span>
          <VotingStateTag state={vote.votingState} />
        </Space>
      }
      extra={
        <Space wrap>
          {may('UPDATE_EDGE_INFO') ? (
            <Button onClick={() => setDialog('edge')}>{t('detail.editEdge')}</Button>
          ) : null}
          {may('DELAY') ? <Button onClick={() => setDialog('delay')}>{t('detail.delay')}</Button> : null}
          {may('WITHDRAW') ? (
            <Button
              danger
              onClick={() =>
                confirm('withdraw', {
                  title: t('detail.withdrawConfirm'),
                  okText: t('detail.withdraw'),
                  onOk: () => action.mutateAsync(() => withdrawVoting(ref)).catch(() => undefined),
                })
              }
            >
              {t('detail.withdraw')}
            </Button>
          ) : null}
          {may('TERMINATE') ? (
            <Button
              danger
              onClick={() =>
                confirm('end', {
                  title: t('detail.terminateConfirm'),
                  okText: t('detail.terminate'),
                  onOk: () => action.mutateAsync(() => terminateVoting(ref)).catch(() => undefined),
                })
              }
            >
              {t('detail.terminate')}
            </Button>
          ) : null}
          {may('PREVIEW_RESULT') ? (
            <Button type="primary" onClick={() => void navigate(link('votePublic'))}>
              {t('detail.result')}
            </Button>
          ) : null}
          {canManage && draft ? <DraftActions communityInfoCode={communityInfoCode} vote={vote} /> : null}
          {canManage ? (
            <Popconfirm
              title={t('actions.copyConfirm', { title: vote.title })}
              okText={t('actions.ok')}
              cancelText={t('actions.cancel')}
              onConfirm={async () => {
                try {
                  const draft = await copyVoting(ref);
                  await refresh();
                  void navigate(linkTo(`vote/create?votingCode=${encodeURIComponent(draft.votingCode)}`));
                } catch (error) {
                  void message.error(failureMessage(error));
                }
              }}
            >
              <Button>{t('actions.copy')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'period', label: t('detail.period'), children: formatPeriod(vote.startDate, vote.endDate) },
          {
            key: 'paper',
            label: t('detail.paperPeriod'),
            children: formatPeriod(vote.pdStartDate, vote.pdEndDate) || t('detail.none'),
          },
          { key: 'scope', label: t('detail.scope'), children: t(`scope.${vote.scopeType}`) },
          { key: 'issues', label: t('detail.issueCount'), children: vote.issueCount },
          { key: 'ballots', label: t('detail.ballotCount'), children: vote.ballotCount },
          { key: 'created', label: t('detail.gmtCreate'), children: formatDateTime(vote.gmtCreate) },
          {
            key: 'votingDate',
            label: t('detail.votingDate'),
            children: <span data-testid="vote-voting-date">{vote.votingDate ?? t('detail.none')}</span>,
          },
          {
            key: 'description',
            label: t('detail.description'),
            span: 'filled',
            children: vote.description || t('detail.none'),
          },
          {
            key: 'votingRule',
            label: t('detail.votingRuleText'),
            span: 'filled',
            children: (
              <span data-testid="vote-voting-rule" style={{ whiteSpace: 'pre-line' }}>
                {vote.votingRule || t('detail.none')}
              </span>
            ),
          },
          ...(['materialAttachments', 'signAttachment', 'faceAuthorizationLetter'] as const).map((field) => ({
            key: field,
            label: t(field === 'materialAttachments' ? 'detail.materials' : `detail.${field}`),
            span: 'filled' as const,
            children: <VoteFileLinks testId={`vote-${field}`} codes={vote[field]} files={vote.files} />,
          })),
        ]}
      />
      <Space wrap className="voting-detail-links">
        <Button type="link" onClick={() => void navigate(link('voteIllustrate'))}>
          {t('detail.links.illustrate')}
        </Button>
        {draft ? null : <VoteRecordLinks link={link} canManage={canManage} />}
      </Space>
      <DelayModal
        open={dialog === 'delay'}
        vote={vote}
        onClose={() => setDialog(null)}
        onSubmit={(endDate) => action.mutateAsync(() => delayVoting({ ...ref, endDate }))}
      />
      <EdgeInfoModal
        open={dialog === 'edge'}
        vote={vote}
        onClose={() => setDialog(null)}
        onSubmit={(values) => action.mutateAsync(() => updateEdgeInfo({ ...ref, ...values }))}
      />
    </Card>
  );
}

/** Links to a published vote's records: paper ballots, deliveries, invalid ballots, export, result. */
function VoteRecordLinks({ link, canManage }: { link: (path: string) => string; canManage: boolean }) {
  const { t } = useTranslation('voting');
  const navigate = useNavigate();
  return (
    <>
      {canManage ? (
        <Button type="link" onClick={() => void navigate(link('PaperInvoice'))}>
          {t('detail.links.paper')}
        </Button>
      ) : null}
      <Button type="link" onClick={() => void navigate(link('voteScan'))}>
        {t('detail.links.scan')}
      </Button>
      <Button type="link" onClick={() => void navigate(link('voteDelivery'))}>
        {t('detail.links.delivery')}
      </Button>
      <Button type="link" onClick={() => void navigate(link('invalidVote'))}>
        {t('detail.links.invalid')}
      </Button>
      {canManage ? (
        <Button type="link" onClick={() => void navigate(link('exportVote'))}>
          {t('detail.links.export')}
        </Button>
      ) : null}
      <Button type="link" onClick={() => void navigate(link('votePublic'))}>
        {t('detail.links.public')}
      </Button>
    </>
  );
}

function BuildingStatistics({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const stats = useQuery({
    ...buildingStatisticsQuery(communityInfoCode, vote.votingCode),
    enabled: vote.rollFrozen,
  });
  if (!vote.rollFrozen) return null;
  return (
    <Card size="small" title={t('detail.buildingStats')} data-testid="building-statistics">
      {stats.isError ? (
        <span className="voting-muted">
          {t('detail.notAvailable', { reason: failureMessage(stats.error) })}
        </span>
      ) : (
        <Table
          rowKey="buildingCode"
          size="small"
          loading={stats.isPending}
          dataSource={stats.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('detail.building'), dataIndex: 'buildingName' },
            { title: t('detail.houseCount'), dataIndex: 'houseCount', align: 'right' },
            { title: t('detail.votedHouses'), dataIndex: 'votedHouseCount', align: 'right' },
            {
              title: t('detail.votedArea'),
              key: 'area',
              align: 'right',
              render: (_v, row) => `${formatArea(row.votedArea)} / ${formatArea(row.totalArea)}`,
            },
            { title: t('detail.online'), dataIndex: 'onlineHouseCount', align: 'right' },
            { title: t('detail.paper'), dataIndex: 'paperHouseCount', align: 'right' },
          ]}
        />
      )}
    </Card>
  );
}

/** Files a vote names (SPEC §3 Attachment), under their real names, downloaded with the workbench token. */
function VoteFileLinks({
  codes,
  files,
  testId,
}: {
  codes: readonly string[];
  files: VotingInfo['files'];
  testId: string;
}) {
  const { t } = useTranslation('voting');
  if (codes.length === 0) return <span data-testid={testId}>{t('detail.none')}</span>;
  return (
    <Space wrap size={4} data-testid={testId}>
      {codes.map((attachmentId, index) => {
        const name =
          files.find((file) => file.attachmentId === attachmentId)?.sourceName ?? `附件${index + 1}`;
        return (
          <Button
            key={attachmentId}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            onClick={() => void downloadFile({ url: DOWNLOAD_URL, data: { attachmentId }, fileName: name })}
          >
            {name}
          </Button>
        );
      })}
    </Space>
  );
}
