import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatRate } from '@gongzhi/domain/common/percent';
import { formatArea } from '@gongzhi/domain/roster/area';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';
import { BuildingHousesDrawer } from './building-houses-drawer';
import {
  type Building,
  buildingListQuery,
  deleteBuilding,
  type HouseStatistics,
  houseStatisticsQuery,
  rosterKey,
} from './roster-api';
import { BuildingFormModal } from './roster-forms';
import { RosterImportButton } from './roster-import';
import { usePrintRoster } from './roster-print';
import './locale';
import './roster.css';
import { useConfirmAction } from '../../ui/actions/confirm-action';

/** House and owner rosters (SPEC §2.4–2.5): one page per building attribute, in /manage and /government. */

export function HighrisePage() {
  return <RosterPage attribute="HIGH_RISE" />;
}

export function VillaPage() {
  return <RosterPage attribute="VILLA" />;
}

function RosterPage({ attribute }: { attribute: BuildingAttribute }) {
  const { community } = useWorkbench();
  if (!community) return <Empty />;
  // Keyed by community: switching communities starts the page afresh (search, paging, drawers).
  return (
    <RosterContent
      key={community.communityInfoCode}
      communityInfoCode={community.communityInfoCode}
      attribute={attribute}
    />
  );
}

const PAGE_SIZE = 20;

function RosterContent({
  communityInfoCode,
  attribute,
}: {
  communityInfoCode: string;
  attribute: BuildingAttribute;
}) {
  const { t } = useTranslation('roster');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { permissions } = useWorkbench();
  const canManageBuildings = hasAnyPermission(permissions, ['BUILDING_MANAGEMENT']);
  const canManageOwners = hasAnyPermission(permissions, ['HOUSE_OWNER_MANAGEMENT']);
  const villa = attribute === 'VILLA';

  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [editing, setEditing] = useState<Building | 'new' | null>(null);
  const [viewing, setViewing] = useState<Building | null>(null);

  const buildings = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: attribute, page, size, searchKey }),
  );
  const statistics = useQuery(houseStatisticsQuery(communityInfoCode, attribute));
  const { print, printing } = usePrintRoster(communityInfoCode);

  const remove = useMutation({
    mutationFn: (building: Building) => deleteBuilding(communityInfoCode, building.buildingCode),
    onSuccess: async () => {
      void message.success(t('actions.deleted'));
      await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const columns: ColumnsType<Building> = [
    {
      title: villa ? t('columns.villaName') : t('columns.buildingName'),
      dataIndex: 'buildingName',
      render: (name: string, building) => (
        <Button type="link" className="roster-table__name" onClick={() => setViewing(building)}>
          {name}
        </Button>
      ),
    },
    ...(villa
      ? []
      : [
          { title: t('columns.unitCount'), dataIndex: 'unitCount', align: 'right' as const },
          { title: t('columns.floorCount'), dataIndex: 'floorCount', align: 'right' as const },
        ]),
    { title: t('columns.houseCount'), dataIndex: 'houseCount', align: 'right' },
    {
      title: t('columns.totalArea'),
      dataIndex: 'totalArea',
      align: 'right',
      render: (area: number) => formatArea(area),
    },
    { title: t('columns.ownerCount'), dataIndex: 'ownerCount', align: 'right' },
    {
      title: t('columns.infoCompletion'),
      dataIndex: 'infoCompletion',
      align: 'right',
      render: (rate: number) => formatRate(rate),
    },
    {
      title: t('columns.certificationRate'),
      dataIndex: 'certificationRate',
      align: 'right',
      render: (rate: number) => formatRate(rate),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, building) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(building)}>
            {t('actions.houses')}
          </Button>
          {canManageBuildings ? (
            <>
              <Button type="link" size="small" onClick={() => setEditing(building)}>
                {t('actions.edit')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm('delete', {
                    title: t('actions.deleteBuildingConfirm', { name: building.buildingName }),
                    onOk: () => remove.mutateAsync(building).catch(() => undefined),
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="roster-page">
      <RosterStatistics statistics={statistics.data} loading={statistics.isPending} villa={villa} />
      <Card variant="borderless" className="roster-page__list">
        <div className="roster-toolbar">
          <Input.Search
            allowClear
            className="roster-toolbar__search"
            placeholder={villa ? t('toolbar.searchVilla') : t('toolbar.searchBuilding')}
            aria-label={villa ? t('toolbar.searchVilla') : t('toolbar.searchBuilding')}
            onSearch={(value) => {
              setSearchKey(value.trim());
              setPage(1);
            }}
          />
          <Space wrap>
            {canManageBuildings ? (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {villa ? t('toolbar.createVilla') : t('toolbar.createBuilding')}
                </Button>
                <RosterImportButton communityInfoCode={communityInfoCode} kind={attribute} />
                <RosterImportButton communityInfoCode={communityInfoCode} kind="AREA_CORRECTION" />
              </>
            ) : null}
            <Button icon={<PrinterOutlined />} loading={printing} onClick={() => void print()}>
              {t('toolbar.printRoster')}
            </Button>
          </Space>
        </div>
        <Table<Building>
          rowKey="buildingCode"
          size="middle"
          columns={columns}
          dataSource={buildings.data?.list}
          loading={buildings.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: size,
            total: buildings.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (next, nextSize) => {
              setPage(nextSize === size ? next : 1);
              setSize(nextSize);
            },
          }}
        />
      </Card>
      <BuildingFormModal
        open={editing !== null}
        communityInfoCode={communityInfoCode}
        attribute={attribute}
        building={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <BuildingHousesDrawer
        communityInfoCode={communityInfoCode}
        building={viewing}
        canManageBuildings={canManageBuildings}
        canManageOwners={canManageOwners}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}

type RosterStatisticsProps = { statistics: HouseStatistics | undefined; loading: boolean; villa: boolean };

/** The community totals of houseStatistics above the list. */
function RosterStatistics({ statistics, loading, villa }: RosterStatisticsProps) {
  const { t } = useTranslation('roster');
  const items: { key: string; title: string; value: string | number }[] = statistics
    ? [
        {
          key: 'buildings',
          title: villa ? t('stats.villaCount') : t('stats.buildingCount'),
          value: statistics.buildingCount,
        },
        { key: 'houses', title: t('stats.houseCount'), value: statistics.houseCount },
        { key: 'area', title: t('stats.totalArea'), value: formatArea(statistics.totalArea) },
        { key: 'owners', title: t('stats.ownerCount'), value: statistics.ownerCount },
        { key: 'certified', title: t('stats.certifiedOwnerCount'), value: statistics.certifiedOwnerCount },
        { key: 'rate', title: t('stats.certificationRate'), value: formatRate(statistics.certificationRate) },
        { key: 'completion', title: t('stats.infoCompletion'), value: formatRate(statistics.infoCompletion) },
      ]
    : [];
  return (
    <Card variant="borderless" loading={loading} className="roster-stats" data-testid="roster-statistics">
      <div className="roster-stats__grid">
        {items.map((item) => (
          <Statistic key={item.key} title={item.title} value={item.value} />
        ))}
      </div>
    </Card>
  );
}
