import {
  IdCardType,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
  OwnerHouseSource,
} from '@gongzhi/domain/certification/certification-enums';
import { formatArea } from '@gongzhi/domain/roster/area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { ReplaceOwnersModal } from './replace-owners-modal';
import {
  deleteHouse,
  type House,
  type OwnerLink,
  removeOwnerHouse,
  residentListQuery,
  rosterKey,
} from './roster-api';
import { AreaFormModal, HouseFormModal, OwnerFormModal } from './roster-forms';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';

type HouseDrawerProps = {
  communityInfoCode: string;
  /** The house shown; null closes the drawer. */
  house: House | null;
  canManageBuildings: boolean;
  canManageOwners: boolean;
  onClose: () => void;
};

type HouseDialog = 'house' | 'area' | 'owner' | 'replaceOwners';

const STATE_COLOR: Record<OwnerLink['ownerHouseInfoState'], string> = {
  TO_BE_CONFIRMED: 'default',
  INCORRECT_INFO: 'error',
  CORRECT_INFO: 'success',
};

/** A house's details, its owners and residents, with edit, area, delete and owner binding. */
export function HouseDrawer({
  communityInfoCode,
  house,
  canManageBuildings,
  canManageOwners,
  onClose,
}: HouseDrawerProps) {
  const { t } = useTranslation('roster');
  const [dialog, setDialog] = useState<HouseDialog | null>(null);
  return (
    <Drawer
      open={house !== null}
      onClose={onClose}
      title={
        house ? `${t('house.drawerTitle')} · ${house.buildingName} ${house.houseNo}` : t('house.drawerTitle')
      }
      size="min(560px, 100vw)"
      destroyOnHidden
    >
      {house ? (
        <>
          <HouseDetails
            communityInfoCode={communityInfoCode}
            house={house}
            canManageBuildings={canManageBuildings}
            canManageOwners={canManageOwners}
            onDialog={setDialog}
            onDeleted={onClose}
          />
          <HouseFormModal
            open={dialog === 'house'}
            communityInfoCode={communityInfoCode}
            building={house}
            house={house}
            onClose={() => setDialog(null)}
          />
          <AreaFormModal
            open={dialog === 'area'}
            communityInfoCode={communityInfoCode}
            house={house}
            onClose={() => setDialog(null)}
          />
          <OwnerFormModal
            open={dialog === 'owner'}
            communityInfoCode={communityInfoCode}
            house={house}
            onClose={() => setDialog(null)}
          />
          <ReplaceOwnersModal
            open={dialog === 'replaceOwners'}
            communityInfoCode={communityInfoCode}
            house={house}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Drawer>
  );
}

type HouseDetailsProps = Omit<HouseDrawerProps, 'house' | 'onClose'> & {
  house: House;
  onDialog: (dialog: HouseDialog) => void;
  onDeleted: () => void;
};

function HouseDetails({
  communityInfoCode,
  house,
  canManageBuildings,
  canManageOwners,
  onDialog,
  onDeleted,
}: HouseDetailsProps) {
  const { t } = useTranslation('roster');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const residents = useQuery(residentListQuery(communityInfoCode, house.houseCode));
  const refresh = () => client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });

  const remove = useMutation({
    mutationFn: (link: OwnerLink) => removeOwnerHouse(communityInfoCode, link.ownerHouseContactId),
    onSuccess: async () => {
      void message.success(t('house.removed'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const destroy = useMutation({
    mutationFn: () => deleteHouse(communityInfoCode, house.houseCode),
    onSuccess: async () => {
      void message.success(t('actions.deleted'));
      onDeleted();
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const area = (units: number | null) => (units === null ? t('house.none') : `${formatArea(units)}㎡`);
  const villa = house.buildingAttribute === 'VILLA';

  return (
    <div className="house-details">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        bordered
        items={[
          { key: 'building', label: t('house.building'), children: house.buildingName },
          ...(villa
            ? []
            : [
                { key: 'unit', label: t('house.unitNo'), children: house.unitNo ?? t('house.none') },
                { key: 'floor', label: t('house.floor'), children: house.floor },
              ]),
          { key: 'houseNo', label: t('house.houseNo'), children: house.houseNo },
          { key: 'register', label: t('house.registerArea'), children: area(house.registerArea) },
          { key: 'survey', label: t('house.surveyArea'), children: area(house.surveyArea) },
          { key: 'contract', label: t('house.contractArea'), children: area(house.contractArea) },
          ...(house.votingArea === null
            ? []
            : [{ key: 'voting', label: t('house.votingArea'), children: area(house.votingArea) }]),
          { key: 'counted', label: t('house.countedArea'), children: <strong>{area(house.area)}</strong> },
          {
            key: 'state',
            label: t('house.certificationState'),
            children:
              house.certificationState === 'YES' ? (
                <Tag color="success">{t('houses.certified')}</Tag>
              ) : (
                <Tag>{t('houses.uncertified')}</Tag>
              ),
          },
          {
            key: 'complete',
            label: t('house.infoComplete'),
            children: house.infoComplete ? t('house.yes') : t('house.no'),
          },
        ]}
      />
      {canManageBuildings ? (
        <Space wrap className="house-details__actions">
          <Button onClick={() => onDialog('house')}>{t('house.editHouse')}</Button>
          <Button onClick={() => onDialog('area')}>{t('house.editArea')}</Button>
          <Button
            danger
            loading={destroy.isPending}
            onClick={() =>
              confirm('delete', {
                title: t('house.deleteHouseConfirm', { houseNo: house.houseNo }),
                okText: t('house.deleteHouse'),
                onOk: () => destroy.mutateAsync().catch(() => undefined),
              })
            }
          >
            {t('house.deleteHouse')}
          </Button>
        </Space>
      ) : null}

      <div className="house-details__section">
        <Typography.Title level={5}>{t('house.residents')}</Typography.Title>
        {canManageOwners ? (
          <Space size="small">
            <Button size="small" onClick={() => onDialog('replaceOwners')}>
              {t('replaceOwners.title')}
            </Button>
            <Button type="primary" size="small" onClick={() => onDialog('owner')}>
              {t('house.addOwner')}
            </Button>
          </Space>
        ) : null}
      </div>
      {residents.isPending ? (
        <Spin />
      ) : residents.isError ? (
        <Typography.Text type="danger">{failureMessage(residents.error)}</Typography.Text>
      ) : residents.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('house.noResidents')} />
      ) : (
        <ul className="house-residents" aria-label={t('house.residents')}>
          {residents.data.map((link) => (
            <li key={link.ownerHouseContactId} className="house-resident">
              <div>
                <div className="house-resident__name">
                  <span>{link.ownerName ?? link.mobile}</span>
                  <Tag color={link.relationType === 'OWNER' ? 'blue' : 'default'}>
                    {enumLabel(OwnerHouseRelationType, link.relationType)}
                  </Tag>
                  <Tag color={STATE_COLOR[link.ownerHouseInfoState]}>
                    {enumLabel(OwnerHouseInfoState, link.ownerHouseInfoState)}
                  </Tag>
                </div>
                <div className="house-resident__meta">
                  <span>
                    {t('house.mobile')}：{link.mobile}
                  </span>
                  {link.cardNo ? (
                    <span>
                      {t('house.card')}：
                      {IdCardType.is(link.cardType) ? `${enumLabel(IdCardType, link.cardType)} ` : ''}
                      {link.cardNo}
                    </span>
                  ) : null}
                  <span>
                    {t('house.source')}：{enumLabel(OwnerHouseSource, link.source)}
                  </span>
                </div>
              </div>
              {canManageOwners ? (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() =>
                    confirm('delete', {
                      title: t('house.removeConfirm', { name: link.ownerName ?? link.mobile }),
                      okText: t('house.remove'),
                      onOk: () => remove.mutateAsync(link).catch(() => undefined),
                    })
                  }
                >
                  {t('house.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
