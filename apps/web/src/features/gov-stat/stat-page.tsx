import { formatRate } from '@gongzhi/domain/common/percent';
import { ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import type {
  ComplaintHandleStatDto,
  InformationReleaseStatDto,
} from '@gongzhi/domain/gov-community-affair/gov-community-affair-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useWorkbench } from '../../shell/workbench-context';
import { EChart, type EChartOption } from '../gov-community-affair/echart';
import { type Period, PeriodFilter } from '../gov-community-affair/period-filter';
import { complaintHandleQuery, exportWorkStatistics, informationReleaseQuery } from './gov-stat-api';
import './locale';
import { type EnumLabeller, type LabelledEnum, useEnumLabel } from '../../locales/enum-label';

type Monthly = { month: string; count: number }[];

/** Bars per month for one or more series over the union of their months. */
function monthlyOption(series: { name: string; data: Monthly; color: string }[]): EChartOption {
  const months = [...new Set(series.flatMap((item) => item.data.map((row) => row.month)))].sort();
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((item) => ({
      name: item.name,
      type: 'bar',
      barMaxWidth: 48,
      itemStyle: { color: item.color },
      data: months.map((month) => item.data.find((row) => row.month === month)?.count ?? 0),
    })),
  };
}

/** A ring whose legend carries the counts (slice labels would be cut off in a narrow column). */
function pieOption(items: { name: string; value: number }[]): EChartOption {
  const counts = new Map(items.map((item) => [item.name, item.value]));
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, formatter: (name: string) => `${name} ${counts.get(name) ?? 0}` },
    series: [{ type: 'pie', radius: ['40%', '68%'], top: -24, label: { show: false }, data: items }],
  };
}

function labelOf<V extends string>(
  enumLabel: EnumLabeller,
  labels: LabelledEnum<V> & { is: (value: unknown) => value is V },
  key: string,
): string {
  return labels.is(key) ? enumLabel(labels, key) : key;
}

function Figures({ items }: { items: [string, string | number][] }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map(([title, value]) => (
        <Col key={title} xs={12} md={8} xl={4}>
          <Statistic title={title} value={value} />
        </Col>
      ))}
    </Row>
  );
}

function ComplaintCard({ data, loading }: { data?: ComplaintHandleStatDto; loading: boolean }) {
  const { t } = useTranslation('govStat');
  const enumLabel = useEnumLabel();
  const hours = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value);
  return (
    <Card variant="borderless" title={t('complaint.title')} loading={loading} data-testid="stat-complaint">
      {data ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Figures
            items={[
              [t('complaint.total'), data.total],
              [t('complaint.handled'), data.handled],
              [t('complaint.handling'), data.handling],
              [t('complaint.handledRate'), formatRate(data.handledRate)],
              [t('complaint.averageHours'), hours(data.averageHours)],
              [t('complaint.medianHours'), hours(data.medianHours)],
            ]}
          />
          {data.total > 0 ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <EChart
                  label={t('complaint.byMonth')}
                  option={monthlyOption([
                    { name: t('complaint.filed'), data: data.filedByMonth, color: '#2F7FF8' },
                    { name: t('complaint.handled'), data: data.handledByMonth, color: '#07C160' },
                  ])}
                />
              </Col>
              <Col xs={24} lg={10}>
                <EChart
                  label={t('complaint.byType')}
                  option={pieOption(
                    data.byType.map((item) => ({
                      name: labelOf(enumLabel, ComplaintType, item.key),
                      value: item.count,
                    })),
                  )}
                />
              </Col>
            </Row>
          ) : null}
          <Table
            rowKey="communityInfoCode"
            size="small"
            pagination={false}
            dataSource={data.communities}
            scroll={{ x: 560 }}
            columns={[
              { title: t('community'), dataIndex: 'communityName' },
              { title: t('complaint.total'), dataIndex: 'total' },
              { title: t('complaint.handled'), dataIndex: 'handled' },
              { title: t('complaint.communityAverage'), dataIndex: 'averageHours', render: hours },
            ]}
          />
        </Space>
      ) : null}
    </Card>
  );
}

function InformationCard({ data, loading }: { data?: InformationReleaseStatDto; loading: boolean }) {
  const { t } = useTranslation('govStat');
  const enumLabel = useEnumLabel();
  return (
    <Card
      variant="borderless"
      title={t('information.title')}
      loading={loading}
      data-testid="stat-information"
    >
      {data ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Figures
            items={[
              [t('information.releases'), data.releaseCount],
              [t('information.reads'), data.readCount],
              [t('information.owners'), data.ownerCount],
              [t('information.readRate'), formatRate(data.readRate)],
            ]}
          />
          {data.releaseCount > 0 ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <EChart
                  label={t('information.byMonth')}
                  option={monthlyOption([
                    { name: t('information.releases'), data: data.releasesByMonth, color: '#2F7FF8' },
                  ])}
                />
              </Col>
              <Col xs={24} lg={10}>
                <EChart
                  label={t('information.byType')}
                  option={pieOption(
                    data.byType.map((item) => ({
                      name: labelOf(enumLabel, GovInformationType, item.key),
                      value: item.count,
                    })),
                  )}
                />
              </Col>
            </Row>
          ) : null}
          <Table
            rowKey="informationId"
            size="small"
            dataSource={data.items}
            locale={{ emptyText: t('empty') }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 720 }}
            columns={[
              { title: t('information.itemTitle'), dataIndex: 'title', ellipsis: true },
              {
                title: t('information.type'),
                dataIndex: 'informationType',
                width: 110,
                render: (value: string) => labelOf(enumLabel, GovInformationType, value),
              },
              {
                title: t('information.gmtCreate'),
                dataIndex: 'gmtCreate',
                width: 160,
                render: formatDateTime,
              },
              { title: t('information.reads'), dataIndex: 'readCount', width: 90 },
              { title: t('information.owners'), dataIndex: 'ownerCount', width: 100 },
              {
                title: t('information.readRate'),
                dataIndex: 'readRate',
                width: 90,
                render: (value: number) => formatRate(value),
              },
            ]}
          />
        </Space>
      ) : null}
    </Card>
  );
}

/** /government/stat: complaint handling and information release by period (SPEC §7 govWorkStatistics). */
export function StatPage() {
  const { t } = useTranslation('govStat');
  const { user } = useWorkbench();
  const [communityInfoCode, setCommunity] = useState<string | undefined>();
  const [period, setPeriod] = useState<Period>({});
  const [exporting, setExporting] = useState(false);
  const filter = { communityInfoCode, ...period };
  const complaints = useQuery(complaintHandleQuery(filter));
  const releases = useQuery(informationReleaseQuery(filter));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space wrap>
          <Select
            aria-label={t('community')}
            style={{ width: 200 }}
            value={communityInfoCode ?? 'ALL'}
            onChange={(value) => setCommunity(value === 'ALL' ? undefined : value)}
            options={[
              { value: 'ALL', label: t('allCommunities') },
              ...user.communities.map((item) => ({
                value: item.communityInfoCode,
                label: item.communityName,
              })),
            ]}
          />
          <PeriodFilter value={period} onChange={setPeriod} />
          <Button
            type="primary"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await exportWorkStatistics(filter);
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('export')}
          </Button>
        </Space>
      </Card>
      <ComplaintCard data={complaints.data} loading={complaints.isLoading} />
      <InformationCard data={releases.data} loading={releases.isLoading} />
    </Space>
  );
}
