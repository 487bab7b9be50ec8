import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { HouseDrawer } from './house-drawer';
import { HouseGrid } from './house-grid';
import { type Building, houseListQuery } from './roster-api';
import { HouseFormModal } from './roster-forms';
import { usePrintRoster } from './roster-print';
import './locale';

type BuildingHousesDrawerProps = {
  communityInfoCode: string;
  building: Building | null;
  canManageBuildings: boolean;
  canManageOwners: boolean;
  onClose: () => void;
};

/** A building's houses by floor (villa groups as a simple grid), each opening its detail drawer. */
export function BuildingHousesDrawer({
  communityInfoCode,
  building,
  canManageBuildings,
  canManageOwners,
  onClose,
}: BuildingHousesDrawerProps) {
  const { t } = useTranslation('roster');
  return (
    <Drawer
      open={building !== null}
      onClose={onClose}
      title={building ? t('houses.title', { name: building.buildingName }) : ''}
      size="min(1200px, 94vw)"
      destroyOnHidden
    >
      {building ? (
        <BuildingHouses
          communityInfoCode={communityInfoCode}
          building={building}
          canManageBuildings={canManageBuildings}
          canManageOwners={canManageOwners}
        />
      ) : null}
    </Drawer>
  );
}

function BuildingHouses({
  communityInfoCode,
  building,
  canManageBuildings,
  canManageOwners,
}: Omit<BuildingHousesDrawerProps, 'building' | 'onClose'> & { building: Building }) {
  const { t } = useTranslation('roster');
  const houses = useQuery(houseListQuery(communityInfoCode, building.buildingCode));
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { print, printing } = usePrintRoster(communityInfoCode);
  const onOpen = useCallback((code: string) => setOpenCode(code), []);

  const list = houses.data;
  const open = useMemo(() => list?.find((house) => house.houseCode === openCode) ?? null, [list, openCode]);
  const summary = useMemo(() => {
    if (!list) return null;
    const area = list.reduce((sum, house) => sum + (house.area ?? 0), 0);
    const certified = list.filter((house) => house.certificationState === 'YES').length;
    return t('houses.summary', {
      houses: list.length,
      area: formatArea(area),
      rate: formatRatioAsRate(certified, list.length),
    });
  }, [list, t]);

  return (
    <div className="building-houses">
      <div className="building-houses__bar">
        <Typography.Text type="secondary">{summary}</Typography.Text>
        <span className="building-houses__legend">
          <i className="house-legend house-legend--certified" /> {t('houses.certified')}
          <i className="house-legend" /> {t('houses.uncertified')}
          <i className="house-legend house-legend--empty" /> {t('houses.noOwner')}
        </span>
        <Space wrap>
          <Button
            icon={<PrinterOutlined />}
            loading={printing}
            onClick={() => void print(building.buildingCode)}
          >
            {t('houses.printBuilding')}
          </Button>
          {canManageBuildings ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('houses.createHouse')}
            </Button>
          ) : null}
        </Space>
      </div>
      {houses.isPending ? (
        <div className="building-houses__loading">
          <Spin />
        </div>
      ) : houses.isError ? (
        <Result status="error" subTitle={failureMessage(houses.error)} />
      ) : houses.data.length === 0 ? (
        <Empty description={t('houses.empty')} />
      ) : (
        <div className="building-houses__scroll">
          <HouseGrid houses={houses.data} attribute={building.buildingAttribute} onOpen={onOpen} />
        </div>
      )}
      <HouseDrawer
        communityInfoCode={communityInfoCode}
        house={open}
        canManageBuildings={canManageBuildings}
        canManageOwners={canManageOwners}
        onClose={() => setOpenCode(null)}
      />
      <HouseFormModal
        open={creating}
        communityInfoCode={communityInfoCode}
        building={building}
        house={null}
        onClose={() => setCreating(false)}
      />
    </div>
  );
}
