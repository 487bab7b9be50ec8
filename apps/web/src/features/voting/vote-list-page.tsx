import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { mayPerformVotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { copyVoting, deleteDraft, type VotingListItem, votingKey, votingListQuery } from './voting-api';
import { VotingStateTag } from './voting-shared';
import './locale';
import './voting.css';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

// The settings form (uploads, local rules, proxies) loads when 投票设置 is first pressed, not with the
// list (issue #25: a cold /manage/vote shows its rows sooner).
const VotingSettingsModal = lazy(async () => ({
  default: (await import('./voting-settings-modal')).VotingSettingsModal,
}));

/** 业主大会表决 (/manage/vote, /government/vote): the community's votes with state and search filters. */
export function VoteListPage() {
  const { community } = useWorkbench();
  if (!community) return <Empty />;
  return <VoteList key={community.communityInfoCode} communityInfoCode={community.communityInfoCode} />;
}

const PAGE_SIZE = 20;

function VoteList({ communityInfoCode }: { communityInfoCode: string }) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions, linkTo } = useWorkbench();
  const canManage = hasAnyPermission(permissions, ['VOTING_MANAGEMENT']);
  const [votingState, setVotingState] = useState<VotingState | undefined>();
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so that it closes with its animation.
  const [settingsUsed, setSettingsUsed] = useState(false);

  const votes = useQuery(votingListQuery({ communityInfoCode, page, size, votingState, searchKey }));
  const refresh = () => client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });

  const copy = useMutation({
    mutationFn: (vote: VotingListItem) => copyVoting({ communityInfoCode, votingCode: vote.votingCode }),
    onSuccess: async (draft) => {
      void message.success(t('actions.copied'));
      await refresh();
      void navigate(linkTo(`vote/create?votingCode=${encodeURIComponent(draft.votingCode)}`));
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (vote: VotingListItem) => deleteDraft({ communityInfoCode, votingCode: vote.votingCode }),
    onSuccess: async () => {
      void message.success(t('actions.deleted'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const open = (vote: VotingListItem) =>
    navigate(
      vote.votingState === 'DRAFT' && canManage
        ? linkTo(`vote/create?votingCode=${encodeURIComponent(vote.votingCode)}`)
        : linkTo(`voteDetail/${encodeURIComponent(vote.votingCode)}`),
    );

  const columns: ColumnsType<VotingListItem> = [
    {
      title: t('list.columns.title'),
      dataIndex: 'title',
      render: (title: string, vote) => (
        <Button type="link" className="voting-link" onClick={() => void open(vote)}>
          {title}
        </Button>
      ),
    },
    {
      title: t('list.columns.state'),
      dataIndex: 'votingState',
      render: (state: VotingState) => <VotingStateTag state={state} />,
    },
    {
      title: t('list.columns.scope'),
      dataIndex: 'scopeType',
      render: (scope: VotingListItem['scopeType']) => t(`scope.${scope}`),
    },
    { title: t('list.columns.issueCount'), dataIndex: 'issueCount', align: 'right' },
    {
      title: t('list.columns.period'),
      key: 'period',
      render: (_value, vote) =>
        vote.startDate || vote.endDate ? (
          <span className="voting-period">
            {formatDateTime(vote.startDate) || '—'}
            <br />~ {formatDateTime(vote.endDate) || '—'}
          </span>
        ) : null,
    },
    {
      title: t('list.columns.votingDate'),
      dataIndex: 'votingDate',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, vote) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void open(vote)}>
            {vote.votingState === 'DRAFT' && canManage ? t('actions.edit') : t('actions.detail')}
          </Button>
          {canManage ? (
            <Popconfirm
              title={t('actions.copyConfirm', { title: vote.title })}
              okText={t('actions.ok')}
              cancelText={t('actions.cancel')}
              onConfirm={() => copy.mutateAsync(vote).catch(() => undefined)}
            >
              <Button type="link" size="small">
                {t('actions.copy')}
              </Button>
            </Popconfirm>
          ) : null}
          {canManage && mayPerformVotingAction(vote.votingState, 'DELETE_DRAFT') ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm('delete', {
                  title: t('actions.deleteConfirm', { title: vote.title }),
                  onOk: () => remove.mutateAsync(vote).catch(() => undefined),
                })
              }
            >
              {t('actions.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" className="voting-page">
      <div className="voting-toolbar">
        <Space wrap>
          <Select<VotingState | 'ALL'>
            className="voting-toolbar__state"
            aria-label={t('list.state')}
            value={votingState ?? 'ALL'}
            options={[
              { value: 'ALL', label: t('list.stateAll') },
              ...VotingState.values.map((value) => ({ value, label: enumLabel(VotingState, value) })),
            ]}
            onChange={(value) => {
              setVotingState(value === 'ALL' ? undefined : value);
              setPage(1);
            }}
          />
          <Input.Search
            allowClear
            className="voting-toolbar__search"
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            onSearch={(value) => {
              setSearchKey(value.trim());
              setPage(1);
            }}
          />
        </Space>
        <Space wrap>
          <Button
            icon={<SettingOutlined />}
            onClick={() => {
              setSettingsUsed(true);
              setSettingsOpen(true);
            }}
          >
            {t('settings.open')}
          </Button>
          {canManage ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(linkTo('vote/create'))}
            >
              {t('list.create')}
            </Button>
          ) : null}
        </Space>
      </div>
      <Table<VotingListItem>
        rowKey="votingCode"
        size="middle"
        columns={columns}
        dataSource={votes.data?.list}
        loading={votes.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: votes.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { total }),
          onChange: (next, nextSize) => {
            setPage(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
      {settingsUsed ? (
        <Suspense fallback={null}>
          <VotingSettingsModal
            open={settingsOpen}
            communityInfoCode={communityInfoCode}
            canManage={canManage}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
