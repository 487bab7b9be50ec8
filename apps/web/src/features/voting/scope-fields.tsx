import { formatArea } from '@gongzhi/domain/roster/area';
import { VotingScopeType } from '@gongzhi/domain/voting/voting-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { houseLabel } from '../certification/certification-api';
import { buildingListQuery, houseListQuery } from '../roster/roster-api';
import { previewScope } from './voting-api';
import './locale';

type Props = { communityInfoCode: string };

/** 表决范围: whole community, chosen buildings or chosen houses, with the live A / N preview. */
export function ScopeFields({ communityInfoCode }: Props) {
  const { t } = useTranslation('voting');
  const form = Form.useFormInstance();
  const scopeType = (Form.useWatch('scopeType', form) ?? 'COMMUNITY') as VotingScopeType;
  const buildingCodes = (Form.useWatch('buildingCodes', form) ?? []) as string[];
  const houseCodes = (Form.useWatch('houseCodes', form) ?? []) as string[];

  const highrise = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'HIGH_RISE', page: 1, size: 10000 }),
  );
  const villa = useQuery(
    buildingListQuery({ communityInfoCode, buildingAttribute: 'VILLA', page: 1, size: 10000 }),
  );
  const buildings = [...(highrise.data?.list ?? []), ...(villa.data?.list ?? [])];

  const scope = useDeferredValue({ scopeType, buildingCodes, houseCodes });
  const preview = useQuery({
    queryKey: ['voting', communityInfoCode, 'scopePreview', scope],
    queryFn: () =>
      previewScope({
        communityInfoCode,
        scopeType: scope.scopeType,
        buildingCodes: scope.scopeType === 'BUILDING' ? scope.buildingCodes : [],
        houseCodes: scope.scopeType === 'HOUSE' ? scope.houseCodes : [],
      }),
    enabled:
      scope.scopeType === 'COMMUNITY' ||
      (scope.scopeType === 'BUILDING' && scope.buildingCodes.length > 0) ||
      (scope.scopeType === 'HOUSE' && scope.houseCodes.length > 0),
    placeholderData: keepPreviousData,
    retry: false,
  });

  return (
    <>
      <Form.Item name="scopeType" label={t('form.scopeType')} initialValue="COMMUNITY">
        <Radio.Group
          optionType="button"
          options={VotingScopeType.map((value) => ({ value, label: t(`scope.${value}`) }))}
        />
      </Form.Item>
      {scopeType === 'BUILDING' ? (
        <Form.Item
          name="buildingCodes"
          label={t('form.buildings')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.buildingsRequired') }]}
        >
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={highrise.isPending}
            placeholder={t('form.buildingsPlaceholder')}
            options={buildings.map((building) => ({
              value: building.buildingCode,
              label: building.buildingName,
            }))}
          />
        </Form.Item>
      ) : null}
      {scopeType === 'HOUSE' ? (
        <Form.Item
          name="houseCodes"
          label={t('form.houses')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.housesRequired') }]}
        >
          <HousePicker
            communityInfoCode={communityInfoCode}
            buildings={buildings.map((building) => ({
              value: building.buildingCode,
              label: building.buildingName,
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('form.scopePreview')}>
        {preview.isError ? (
          <Alert type="error" showIcon title={failureMessage(preview.error)} />
        ) : preview.data && (scopeType === 'COMMUNITY' || preview.isEnabled) ? (
          <span data-testid="scope-preview">
            {t('form.scopeSummary', {
              buildings: preview.data.buildingCount,
              houses: preview.data.houseCount,
              area: formatArea(preview.data.totalArea),
              heads: preview.data.totalHeads,
            })}
          </span>
        ) : (
          <span className="voting-muted">{t('form.scopeChoose')}</span>
        )}
      </Form.Item>
    </>
  );
}

type Option = { value: string; label: string };

/** Houses of several buildings: pick a building, then its houses; the value is all chosen codes. */
function HousePicker({
  id,
  value = [],
  onChange,
  communityInfoCode,
  buildings,
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  communityInfoCode: string;
  buildings: Option[];
}) {
  const { t } = useTranslation('voting');
  const [buildingCode, setBuildingCode] = useState<string | undefined>();
  const houses = useQuery({
    ...houseListQuery(communityInfoCode, buildingCode ?? ''),
    enabled: !!buildingCode,
  });
  const here = new Set((houses.data ?? []).map((house) => house.houseCode));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('form.houseBuilding')}
        placeholder={t('form.houseBuilding')}
        value={buildingCode}
        options={buildings}
        onChange={setBuildingCode}
        style={{ maxWidth: 320 }}
      />
      <Select
        mode="multiple"
        allowClear
        optionFilterProp="label"
        aria-label={t('form.houses')}
        disabled={!buildingCode}
        loading={houses.isFetching}
        placeholder={t('form.housesPlaceholder')}
        value={value.filter((code) => here.has(code))}
        options={(houses.data ?? []).map((house) => ({ value: house.houseCode, label: houseLabel(house) }))}
        onChange={(chosen: string[]) => onChange?.([...value.filter((code) => !here.has(code)), ...chosen])}
      />
      <span className="voting-muted">{t('form.housesChosen', { count: value.length })}</span>
    </Space>
  );
}
