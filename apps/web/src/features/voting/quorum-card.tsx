import { formatArea } from '@gongzhi/domain/roster/area';
import { COMPARISON_SYMBOLS } from '@gongzhi/domain/voting/comparison-operator';
import type { QuorumTrackerDto } from '@gongzhi/domain/voting/quorum-tracker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, request } from '../../lib/request';
import { EChart, type EChartOption } from '../gov-community-affair/echart';
import { votingKey } from './voting-api';
import './quorum-locale';
import './quorum.css';

export type QuorumTracker = QuorumTrackerDto;
type AreaHeads = QuorumTracker['overall']['total'];

export function quorumTrackerQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: [...votingKey(communityInfoCode), 'quorumTracker', votingCode],
    queryFn: () =>
      request<QuorumTracker>({
        url: '/v1/voting/quorumTracker',
        data: { communityInfoCode, votingCode },
        intercept: false,
      }),
    retry: false,
  });
}

/** part/whole as a percentage with one decimal, for display only (the verdict is the server's, exact). */
const percent = (part: number, whole: number) =>
  whole > 0 ? `${(Math.floor((part * 1000) / whole) / 10).toFixed(1)}%` : '—';

/** 还需 N 位业主、X ㎡ 参与 (or reached / unreachable): the tracker's verdict in words. */
export function StillNeeded({ overall }: { overall: QuorumTracker['overall'] }) {
  const { t } = useTranslation('votingQuorum');
  const text = overall.quorum
    ? t('reached')
    : !overall.reachable
      ? t('unreachable')
      : t('stillNeeded', { heads: overall.stillNeeded.heads, area: formatArea(overall.stillNeeded.area) });
  return (
    <div
      className={overall.quorum ? 'quorum-needed quorum-needed-ok' : 'quorum-needed'}
      data-testid="quorum-needed"
    >
      {text}
    </div>
  );
}

function Bar({
  label,
  value,
  total,
  target,
  valueText,
  targetText,
}: {
  label: string;
  value: number;
  total: number;
  target: number;
  valueText: string;
  targetText: string;
}) {
  const share = (part: number) => (total > 0 ? Math.min(100, (part / total) * 100) : 0);
  const met = total > 0 && value >= target;
  return (
    <div className="quorum-bar" data-testid="quorum-bar">
      <div className="quorum-bar-head">
        <strong>{label}</strong>
        <span>{valueText}</span>
      </div>
      <div
        className="quorum-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={value}
      >
        <div
          className={met ? 'quorum-bar-fill quorum-bar-met' : 'quorum-bar-fill'}
          style={{ width: `${share(value)}%` }}
        />
        <div className="quorum-bar-mark" style={{ left: `${share(target)}%` }} />
      </div>
      <div className="quorum-bar-target">{targetText}</div>
    </div>
  );
}

/** The rule(s) the vote is judged by, e.g. "≥ 2/3". */
function ruleText(
  rules: readonly QuorumTracker['issues'][number]['rule'][],
  split: (area: string, heads: string) => string,
) {
  const texts = rules.map(([area, heads, op]) => {
    const symbol = COMPARISON_SYMBOLS[op].replace('>=', '≥').replace('<=', '≤');
    return area === heads ? `${symbol} ${area}` : split(`${symbol} ${area}`, `${symbol} ${heads}`);
  });
  return [...new Set(texts)].join(' / ');
}

/** 法定参与进度: participation against the effect rule, still needed, lagging buildings and days. */
export function QuorumCard({
  communityInfoCode,
  votingCode,
}: {
  communityInfoCode: string;
  votingCode: string;
}) {
  const { t } = useTranslation('votingQuorum');
  const tracker = useQuery({ ...quorumTrackerQuery(communityInfoCode, votingCode), refetchInterval: 15_000 });
  const data = tracker.data;
  const option = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 36, right: 36, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: (data?.daily ?? []).map((day) => day.date.slice(5)) },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: t('dailyVoters'), type: 'bar', data: (data?.daily ?? []).map((day) => day.voters) },
        {
          name: t('cumulative'),
          type: 'line',
          yAxisIndex: 1,
          data: (data?.daily ?? []).map((day) => day.cumulative),
        },
      ],
    }),
    [data, t],
  );
  return (
    <Card size="small" title={t('title')} data-testid="quorum-card" className="quorum-card">
      {tracker.isError ? (
        <span className="voting-muted">{t('loadFailed', { reason: failureMessage(tracker.error) })}</span>
      ) : !data ? null : !data.rollFrozen ? (
        <span className="voting-muted">{t('notStarted')}</span>
      ) : (
        <QuorumBody data={data} option={option} />
      )}
    </Card>
  );
}

function QuorumBody({ data, option }: { data: QuorumTracker; option: EChartOption }) {
  const { t } = useTranslation('votingQuorum');
  const { overall } = data;
  const rule = ruleText(
    data.issues.map((issue) => issue.rule),
    (area, heads) => t('ruleSplit', { area, heads }),
  );
  const area = (value: AreaHeads) => formatArea(value.area);
  return (
    <div className="quorum-body">
      <StillNeeded overall={overall} />
      <div className="quorum-bars">
        <Bar
          label={t('area')}
          value={overall.participating.area}
          total={overall.total.area}
          target={overall.target.area}
          valueText={t('areaValue', {
            value: area(overall.participating),
            total: area(overall.total),
            percent: percent(overall.participating.area, overall.total.area),
          })}
          targetText={t('threshold', { rule, target: t('areaTarget', { value: area(overall.target) }) })}
        />
        <Bar
          label={t('heads')}
          value={overall.participating.heads}
          total={overall.total.heads}
          target={overall.target.heads}
          valueText={t('headsValue', {
            value: overall.participating.heads,
            total: overall.total.heads,
            percent: percent(overall.participating.heads, overall.total.heads),
          })}
          targetText={t('threshold', { rule, target: t('headsTarget', { value: overall.target.heads }) })}
        />
      </div>
      <div className="voting-muted quorum-note">{t('ruleNote')}</div>
      <div className="quorum-grid">
        <div>
          <h4 className="quorum-subtitle">{t('byBuilding')}</h4>
          <Table
            rowKey="buildingCode"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.buildings}
            locale={{ emptyText: t('noBuildings') }}
            data-testid="quorum-buildings"
            columns={[
              { title: t('building'), dataIndex: 'buildingName' },
              {
                title: t('participation'),
                key: 'participation',
                align: 'right',
                render: (_v, row) =>
                  `${row.votedCount}/${row.voterCount} · ${percent(row.votedCount, row.voterCount)}`,
              },
              { title: t('nonVoters'), dataIndex: 'nonVoterCount', align: 'right' },
              {
                title: t('votedArea'),
                key: 'area',
                align: 'right',
                render: (_v, row) => `${formatArea(row.votedArea)} / ${formatArea(row.totalArea)}`,
              },
            ]}
          />
        </div>
        <div>
          <h4 className="quorum-subtitle">{t('daily')}</h4>
          <EChart option={option} height={220} label={t('chartLabel')} />
        </div>
      </div>
    </div>
  );
}
