import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { RosterChangesAfterStart } from './roster-changes-card';
import {
  addWhiteList,
  deleteWhiteList,
  scopeBuildingsQuery,
  scopeHousesQuery,
  scopeSummaryQuery,
  type VotingInfo,
  verifyChainOnServer,
  whiteListQuery,
} from './voting-api';
import './locale';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** The vote detail page's 范围, 白名单 and 证据链 tabs (vote-detail-page.tsx). */
export function ScopeTab({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
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

export function WhiteListTab({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('voting');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
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
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        confirm('delete', {
                          title: t('whiteList.deleteConfirm', { name: entry.ownerName }),
                          onOk: () => remove.mutateAsync(entry.userId).catch(() => undefined),
                        })
                      }
                    >
                      {t('actions.delete')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

export function ChainTab({ communityInfoCode, vote }: { communityInfoCode: string; vote: VotingInfo }) {
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
