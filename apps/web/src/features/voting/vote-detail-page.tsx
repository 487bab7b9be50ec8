import { PaperClipOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatArea } from '@gongzhi/domain/roster/area';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { type Attachment, DOWNLOAD_URL } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { DoorToDoorTab } from './door-to-door-tab';
import { DraftActions } from './draft-actions';
import { ProxyTab } from './proxy-tab';
import { QuorumCard } from './quorum-card';
import { ReminderPanel } from './reminder-panel';
import { RosterChangesAfterStart } from './roster-changes-card';
import { VoteStatistics } from './vote-statistics';
import {
  addWhiteList,
  buildingStatisticsQuery,
  copyVoting,
  delayVoting,
  deleteWhiteList,
  scopeBuildingsQuery,
  scopeHousesQuery,
  scopeSummaryQuery,
  terminateVoting,
  updateEdgeInfo,
  type VotingInfo,
  verifyChainOnServer,
  votingInfoQuery,
  votingKey,
  whiteListQuery,
  withdrawVoting,
} from './voting-api';
import { formatPeriod, QueryState, VotingStateTag } from './voting-shared';
import './locale';
import './voting.css';

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
            <Popconfirm
              title={t('detail.withdrawConfirm')}
              okText={t('actions.ok')}
              cancelText={t('actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => action.mutateAsync(() => withdrawVoting(ref)).catch(() => undefined)}
            >
              <Button danger>{t('detail.withdraw')}</Button>
            </Popconfirm>
          ) : null}
          {may('TERMINATE') ? (
            <Popconfirm
              title={t('detail.terminateConfirm')}
              okText={t('actions.ok')}
              cancelText={t('actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => action.mutateAsync(() => terminateVoting(ref)).catch(() => undefined)}
            >
              <Button danger>{t('detail.terminate')}</Button>
            </Popconfirm>
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

function DelayModal({
  open,
  vote,
  onClose,
  onSubmit,
}: {
  open: boolean;
  vote: VotingInfo;
  onClose: () => void;
  onSubmit: (endDate: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('voting');
  const [form] = Form.useForm<{ endDate: Dayjs }>();
  return (
    <Modal
      open={open}
      title={t('detail.delay')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className="voting-muted">{t('detail.delayHint', { end: formatDateTime(vote.endDate) })}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          try {
            await onSubmit(values.endDate.format());
            onClose();
          } catch {
            // The message was shown; the dialog stays open.
          }
        }}
      >
        <Form.Item
          name="endDate"
          label={t('detail.newEndDate')}
          rules={[{ required: true, message: t('detail.newEndDateRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
        </Form.Item>
      </Form>
    </Modal>
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

type EdgeValues = {
  title: string;
  description: string;
  signAttachment: Attachment[];
  faceAuthorizationLetter: Attachment[];
};

function EdgeInfoModal({
  open,
  vote,
  onClose,
  onSubmit,
}: {
  open: boolean;
  vote: VotingInfo;
  onClose: () => void;
  onSubmit: (values: {
    title: string;
    description: string;
    signAttachment: string[];
    faceAuthorizationLetter: string[];
  }) => Promise<unknown>;
}) {
  const { t } = useTranslation('voting');
  const { community } = useWorkbench();
  const [form] = Form.useForm<EdgeValues>();
  const named = (codes: readonly string[]): Attachment[] =>
    codes.map(
      (attachmentId) =>
        vote.files.find((file) => file.attachmentId === attachmentId) ?? {
          attachmentId,
          sourceName: attachmentId,
          contentType: '',
          size: 0,
        },
    );
  return (
    <Modal
      open={open}
      title={t('detail.editEdge')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className="voting-muted">{t('detail.editEdgeHint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: vote.title,
          description: vote.description,
          signAttachment: named(vote.signAttachment),
          faceAuthorizationLetter: named(vote.faceAuthorizationLetter),
        }}
        onFinish={async (values) => {
          try {
            await onSubmit({
              title: values.title,
              description: values.description,
              signAttachment: (values.signAttachment ?? []).map((file) => file.attachmentId),
              faceAuthorizationLetter: (values.faceAuthorizationLetter ?? []).map(
                (file) => file.attachmentId,
              ),
            });
            onClose();
          } catch {
            // The message was shown; the dialog stays open.
          }
        }}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="signAttachment" label={t('form.signAttachment')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_VOTING" communityInfoCode={community?.communityInfoCode} />
        </Form.Item>
        <Form.Item
          name="faceAuthorizationLetter"
          label={t('form.faceAuthorizationLetter')}
          rules={[uploadFieldRule]}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={community?.communityInfoCode} />
        </Form.Item>
      </Form>
    </Modal>
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

function ScopeTab({ communityInfoCode, votingCode }: { communityInfoCode: string; votingCode: string }) {
  const { t } = useTranslation('voting');
  const summary = useQuery(scopeSummaryQuery(communityInfoCode, votingCode));
  const buildings = useQuery(scopeBuildingsQuery(communityInfoCode, votingCode));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {summary.data ? (
        <div className="voting-stat-grid" data-testid="scope-summary">
          <Card size="small">
            {t('detail.scopeBuildings')}
            <div className="voting-stat-value">{summary.data.buildingCount}</div>
          </Card>
          <Card size="small">
            {t('detail.scopeHouses')}
            <div className="voting-stat-value">{summary.data.houseCount}</div>
          </Card>
          <Card size="small">
            {t('detail.scopeArea')}
            <div className="voting-stat-value">{formatArea(summary.data.totalArea)}</div>
          </Card>
          <Card size="small">
            {t('detail.scopeHeads')}
            <div className="voting-stat-value">{summary.data.totalHeads}</div>
          </Card>
          <Card size="small">
            {t('detail.roll')}
            <div className="voting-stat-value">
              {summary.data.frozen ? (
                <Tag color="blue">{t('detail.frozen')}</Tag>
              ) : (
                <Tag>{t('detail.live')}</Tag>
              )}
            </div>
          </Card>
        </div>
      ) : null}
      <Table
        rowKey="buildingCode"
        size="small"
        loading={buildings.isPending}
        dataSource={buildings.data}
        pagination={false}
        columns={[
          { title: t('detail.building'), dataIndex: 'buildingName' },
          { title: t('detail.houseCount'), dataIndex: 'houseCount', align: 'right' },
          {
            title: t('detail.totalArea'),
            dataIndex: 'totalArea',
            align: 'right',
            render: (area: number) => formatArea(area),
          },
        ]}
        expandable={{
          expandedRowRender: (building) => (
            <ScopeHouses
              communityInfoCode={communityInfoCode}
              votingCode={votingCode}
              buildingCode={building.buildingCode}
            />
          ),
        }}
      />
      {summary.data?.frozen ? (
        <RosterChangesAfterStart communityInfoCode={communityInfoCode} votingCode={votingCode} />
      ) : null}
    </Space>
  );
}

function ScopeHouses(props: { communityInfoCode: string; votingCode: string; buildingCode: string }) {
  const { t } = useTranslation('voting');
  const houses = useQuery(scopeHousesQuery(props.communityInfoCode, props.votingCode, props.buildingCode));
  return (
    <Table
      rowKey="houseCode"
      size="small"
      loading={houses.isPending}
      dataSource={houses.data}
      pagination={false}
      columns={[
        {
          title: t('detail.house'),
          key: 'house',
          render: (_v, house) => (house.unitNo ? `${house.unitNo}-${house.houseNo}` : house.houseNo),
        },
        {
          title: t('detail.area'),
          dataIndex: 'area',
          align: 'right',
          render: (area: number) => formatArea(area),
        },
        {
          title: t('detail.voted'),
          dataIndex: 'voted',
          render: (voted: boolean) =>
            voted ? <Tag color="success">{t('detail.yes')}</Tag> : <Tag>{t('detail.no')}</Tag>,
        },
      ]}
    />
  );
}

function WhiteListTab({ communityInfoCode, votingCode }: { communityInfoCode: string; votingCode: string }) {
  const { t } = useTranslation('voting');
  const { message } = App.useApp();
  const client = useQueryClient();
  const { permissions } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const list = useQuery(whiteListQuery(communityInfoCode, votingCode));
  const [form] = Form.useForm<{ mobile: string }>();
  const refresh = () =>
    client.invalidateQueries({ queryKey: whiteListQuery(communityInfoCode, votingCode).queryKey });
  const add = useMutation({
    mutationFn: (mobile: string) => addWhiteList({ communityInfoCode, votingCode, mobile }),
    onSuccess: async () => {
      form.resetFields();
      void message.success(t('whiteList.added'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => deleteWhiteList({ communityInfoCode, votingCode, userId }),
    onSuccess: async () => {
      void message.success(t('actions.deleted'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <p className="voting-muted">{t('whiteList.hint')}</p>
      {canManage ? (
        <Form form={form} layout="inline" onFinish={(values) => add.mutate(values.mobile.trim())}>
          <Form.Item
            name="mobile"
            rules={[
              { required: true, message: t('whiteList.mobileRequired') },
              { pattern: /^1\d{10}$/, message: t('whiteList.mobileInvalid') },
            ]}
          >
            <Input placeholder={t('whiteList.mobile')} aria-label={t('whiteList.mobile')} maxLength={11} />
          </Form.Item>
          <Button htmlType="submit" type="primary" loading={add.isPending}>
            {t('whiteList.add')}
          </Button>
        </Form>
      ) : null}
      <Table
        rowKey="userId"
        size="small"
        loading={list.isPending}
        dataSource={list.data}
        pagination={false}
        columns={[
          { title: t('whiteList.ownerName'), dataIndex: 'ownerName' },
          { title: t('whiteList.mobile'), dataIndex: 'mobile' },
          {
            title: t('whiteList.gmtCreate'),
            dataIndex: 'gmtCreate',
            render: (value: string) => formatDateTime(value),
          },
          ...(canManage
            ? [
                {
                  title: t('list.columns.actions'),
                  key: 'actions',
                  render: (_v: unknown, entry: { userId: string; ownerName: string }) => (
                    <Popconfirm
                      title={t('whiteList.deleteConfirm', { name: entry.ownerName })}
                      okText={t('actions.ok')}
                      cancelText={t('actions.cancel')}
                      onConfirm={() => remove.mutateAsync(entry.userId).catch(() => undefined)}
                    >
                      <Button type="link" size="small" danger>
                        {t('actions.delete')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

function ChainTab({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
  const { t } = useTranslation('voting');
  const check = useMutation({
    mutationFn: () => verifyChainOnServer({ communityInfoCode, votingCode: vote.votingCode }),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'count', label: t('chain.count'), children: vote.chain.count },
          {
            key: 'head',
            label: t('chain.head'),
            children: <span className="voting-hash">{vote.chain.head}</span>,
          },
        ]}
      />
      <p className="voting-muted">{t('chain.hint')}</p>
      <Space>
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          {t('chain.verifyServer')}
        </Button>
        {check.data ? (
          check.data.valid ? (
            <Tag color="success" data-testid="chain-result">
              {t('chain.valid', { count: check.data.count })}
            </Tag>
          ) : (
            <Tag color="error" data-testid="chain-result">
              {t('chain.invalidAt', { index: check.data.firstBadIndex })}
            </Tag>
          )
        ) : null}
        {check.isError ? <Tag color="error">{failureMessage(check.error)}</Tag> : null}
      </Space>
    </Space>
  );
}
