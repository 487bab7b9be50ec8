import { formatRate } from '@gongzhi/domain/common/percent';
import type {
  AffairBoardDto,
  AffairItemDto,
  AffairKind,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { AFFAIR_STATES } from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { ProposalDisplayState } from '@gongzhi/domain/proposal/proposal-enums';
import { VotingState } from '@gongzhi/domain/voting/voting-enums';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useEnumLabel } from '../../locales/enum-label';
import { EChart, type EChartOption } from './echart';
import { affairBoardQuery, affairListQuery, type GovFilter } from './gov-community-affair-api';
import './locale';

const PAGE_SIZE = 10;
/** Most communities one bar chart shows; a street of 200 lists the busiest ones. */
const CHART_COMMUNITIES = 15;

const STATE_COLORS: Record<string, string> = {
  PROCESSING: 'processing',
  IN_PROGRESS: 'processing',
  FINISH: 'success',
  FINISH_NO_ANNOUNCEMENT: 'success',
  ENDED: 'success',
  ANNOUNCEMENT: 'warning',
  ABANDONED: 'default',
  TERMINATE: 'error',
};

function stateOption(board: AffairBoardDto, label: (key: string) => string): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: board.states.map((item) => label(item.key)) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        data: board.states.map((item) => item.count),
        itemStyle: { color: '#2F7FF8' },
      },
    ],
  };
}

function communityOption(
  board: AffairBoardDto,
  names: { inProgress: string; finished: string; other: string },
) {
  const rows = [...board.communities].sort((a, b) => b.total - a.total).slice(0, CHART_COMMUNITIES);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: rows.map((row) => row.communityName) },
    series: [
      {
        name: names.inProgress,
        type: 'bar',
        stack: 'n',
        barMaxWidth: 28,
        data: rows.map((row) => row.inProgress),
        itemStyle: { color: '#2F7FF8' },
      },
      {
        name: names.finished,
        type: 'bar',
        stack: 'n',
        barMaxWidth: 28,
        data: rows.map((row) => row.finished),
        itemStyle: { color: '#07C160' },
      },
      {
        name: names.other,
        type: 'bar',
        stack: 'n',
        barMaxWidth: 28,
        data: rows.map((row) => row.total - row.inProgress - row.finished),
        itemStyle: { color: '#C9CDD4' },
      },
    ],
  } satisfies EChartOption;
}

/**
 * One kind of community affair on the dashboard: figures, a chart by state and by community, and
 * the paged list of items (filterable by state), all under the dashboard's community and period.
 */
export function AffairSection({ kind, filter }: { kind: AffairKind; filter: GovFilter }) {
  const { t } = useTranslation('govAffair');
  const [state, setState] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const board = useQuery(affairBoardQuery(kind, filter));
  const list = useQuery(affairListQuery(kind, { ...filter, state, page, size: PAGE_SIZE }));
  const enumLabel = useEnumLabel();
  // Votes have their own states; the other kinds share the date-derived three.
  const stateLabel = (key: string) => {
    if (kind === 'VOTING') return VotingState.is(key) ? enumLabel(VotingState, key) : key;
    return ProposalDisplayState.is(key) ? enumLabel(ProposalDisplayState, key) : key;
  };
  // A new community or period starts the list from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is the trigger
  useEffect(() => setPage(1), [filter.communityInfoCode, filter.startDate, filter.endDate]);
  const data = board.data;
  const other = useMemo(
    () => ({ inProgress: t('board.inProgress'), finished: t('board.finished'), other: t('board.other') }),
    [t],
  );
  const figures: [string, string | number][] = data
    ? [
        [t('board.total'), data.total],
        [t('board.inProgress'), data.inProgress],
        [t('board.finished'), data.finished],
        [t(`board.participants.${kind}`), data.participantCount],
        ...(data.participationRate === null
          ? []
          : ([[t('board.participationRate'), formatRate(data.participationRate)]] as [string, string][])),
      ]
    : [];

  return (
    <Card
      variant="borderless"
      title={t(`kind.${kind}`)}
      loading={board.isLoading}
      data-testid={`affair-${kind}`}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          {figures.map(([title, value]) => (
            <Col key={title} xs={12} md={8} xl={4}>
              <Statistic title={title} value={value} />
            </Col>
          ))}
        </Row>
        {data && data.total > 0 ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <EChart
                label={`${t(`kind.${kind}`)} ${t('board.byState')}`}
                option={stateOption(data, stateLabel)}
              />
            </Col>
            <Col xs={24} lg={14}>
              <EChart
                label={`${t(`kind.${kind}`)} ${t('board.byCommunity')}`}
                option={communityOption(data, other)}
              />
            </Col>
          </Row>
        ) : null}
        <Space wrap>
          <strong>{t('board.list')}</strong>
          <Select
            aria-label={`${t(`kind.${kind}`)} ${t('board.state')}`}
            style={{ width: 180 }}
            value={state ?? 'ALL'}
            onChange={(value) => {
              setState(value === 'ALL' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'ALL', label: t('board.allStates') },
              ...AFFAIR_STATES[kind].map((key) => ({ value: key, label: stateLabel(key) })),
            ]}
          />
        </Space>
        <Table<AffairItemDto>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('board.empty') }}
          scroll={{ x: 760 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { title: t('board.title'), dataIndex: 'title', ellipsis: true },
            { title: t('board.community'), dataIndex: 'communityName', width: 140 },
            {
              title: t('board.state'),
              dataIndex: 'state',
              width: 130,
              render: (value: string) => (
                <Tag color={STATE_COLORS[value] ?? 'default'}>{stateLabel(value)}</Tag>
              ),
            },
            { title: t('board.startDate'), dataIndex: 'startDate', width: 150, render: formatDateTime },
            { title: t('board.endDate'), dataIndex: 'endDate', width: 150, render: formatDateTime },
            {
              title: t(`board.participants.${kind}`),
              dataIndex: 'participantCount',
              width: 110,
              render: (value: number, item) =>
                item.eligibleCount === null ? value : `${value} / ${item.eligibleCount}`,
            },
          ]}
        />
      </Space>
    </Card>
  );
}
