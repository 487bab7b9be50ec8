import { formatArea } from '@gongzhi/domain/roster/area';
import { type RosterChangeAfterStartDto, RosterChangeKind } from '@gongzhi/domain/voting/roster-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { request } from '../../lib/request';
import { useEnumLabel } from '../../locales/enum-label';
import { registerAreaLocale } from '../../locales/i18n';

registerAreaLocale('votingRosterChanges', {
  zhCN: {
    title: '表决开始后的名册变更（不计入本次表决）',
    explain:
      '表决名册在开始时冻结：以下变更已保存到房屋名册，但不影响本次表决的投票人、面积和人数，将在以后发起的表决中生效。',
    none: '表决开始后，本表决范围内的房屋名册没有变更。',
    house: '房屋',
    kind: '变更',
    detail: '内容',
    time: '时间',
    area: '{{before}}㎡ → {{after}}㎡',
  },
  enUS: {
    title: 'Roster changes after the start (not counted in this vote)',
    explain:
      'The roll froze when the vote started: these changes are saved in the house roster but do not change this vote’s voters, area or head count; they apply to votes created later.',
    none: 'Since the vote started, no house in its scope has changed in the roster.',
    house: 'House',
    kind: 'Change',
    detail: 'Details',
    time: 'Time',
    area: '{{before}} m² → {{after}} m²',
  },
});

function rosterChangesQuery(communityInfoCode: string, votingCode: string) {
  return queryOptions({
    queryKey: ['voting', communityInfoCode, 'rosterChanges', votingCode],
    queryFn: () =>
      request<RosterChangeAfterStartDto[]>({
        url: '/v1/voting/rosterChangesAfterStart',
        data: { communityInfoCode, votingCode },
      }),
  });
}

/** Shown under the scope once the roll is frozen, so nobody wonders why it differs from the roster. */
export function RosterChangesAfterStart(props: { communityInfoCode: string; votingCode: string }) {
  const { t } = useTranslation('votingRosterChanges');
  const label = useEnumLabel();
  const changes = useQuery(rosterChangesQuery(props.communityInfoCode, props.votingCode));
  if (!changes.data) return null;
  if (changes.data.length === 0)
    return <Alert type="info" showIcon title={t('none')} data-testid="roster-changes-none" />;
  return (
    <div data-testid="roster-changes">
      <Alert type="warning" showIcon title={t('title')} description={t('explain')} />
      <Table
        rowKey={(row) => `${row.houseCode}-${row.changedAt}-${row.changeKind}-${row.ownerName ?? ''}`}
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={changes.data}
        columns={[
          { title: t('house'), dataIndex: 'houseName' },
          {
            title: t('kind'),
            dataIndex: 'changeKind',
            render: (kind: RosterChangeKind) => label(RosterChangeKind, kind),
          },
          {
            title: t('detail'),
            key: 'detail',
            render: (_, row) =>
              row.changeKind === 'HOUSE_AREA_CHANGED'
                ? t('area', {
                    before: formatArea(row.areaBefore ?? 0),
                    after: formatArea(row.areaAfter ?? 0),
                  })
                : (row.ownerName ?? '—'),
          },
          { title: t('time'), dataIndex: 'changedAt', render: (value: string) => formatDateTime(value) },
        ]}
      />
    </div>
  );
}
