import { isValidMobile } from '@gongzhi/domain/account/login-rules';
import { IdCardType, OwnerHouseRelationType } from '@gongzhi/domain/certification/certification-enums';
import { isValidDocumentNumber } from '@gongzhi/domain/certification/certification-rules';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { formatArea, parseAreaText } from '@gongzhi/domain/roster/area';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, isRequestFailure } from '../../lib/request';
import {
  addOwnerHouse,
  type Building,
  createBuilding,
  createHouse,
  type House,
  type RelationType,
  rosterKey,
  updateBuilding,
  updateHouse,
  updateHouseArea,
} from './roster-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

/**
 * Modal forms of the roster pages. Each validates on the client with the domain rules, then shows
 * the server's answer where the user acts: a conflict (409) on the field it concerns, anything else
 * as a message.
 */

export type ModalFormProps<T> = {
  open: boolean;
  communityInfoCode: string;
  onClose: () => void;
  onSaved?: (value: T) => void;
};

/** Runs a save; a 409 lands on `conflictField`, other failures as an error message. */
export function useSave<V extends object>(form: FormInstance<V>, conflictField: keyof V & string) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const run = async <T,>(action: () => Promise<T>): Promise<T | null> => {
    setSaving(true);
    try {
      return await action();
    } catch (error) {
      const text = failureMessage(error);
      if (isRequestFailure(error) && error.code === 409) {
        form.setFields([{ name: conflictField as never, errors: [text] }]);
      } else {
        void message.error(text);
      }
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

type FormModalProps<V extends object> = {
  open: boolean;
  title: string;
  onClose: () => void;
  form: FormInstance<V>;
  saving: boolean;
  name: string;
  initialValues?: Partial<V>;
  onFinish: (values: V) => Promise<void>;
  children: ReactNode;
};

/** The modal every roster form sits in: OK submits the form, the form is dropped on close. */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  const { open, title, onClose, form, saving, name, initialValues, onFinish, children } = props;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        name={name}
        clearOnDestroy
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}

type BuildingValues = { buildingName: string; unitCount?: number; floorCount?: number; sort?: number };

export function BuildingFormModal({
  open,
  communityInfoCode,
  attribute,
  building,
  onClose,
  onSaved,
}: ModalFormProps<Building> & { attribute: BuildingAttribute; building: Building | null }) {
  const { t } = useTranslation('roster');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BuildingValues>();
  const { saving, run } = useSave(form, 'buildingName');
  const villa = attribute === 'VILLA';
  const title = building
    ? t(villa ? 'buildingForm.editVillaTitle' : 'buildingForm.editTitle')
    : t(villa ? 'buildingForm.createVillaTitle' : 'buildingForm.createTitle');

  const submit = async (values: BuildingValues) => {
    const input = { ...values, buildingName: values.buildingName.trim() };
    const saved = await run(() =>
      building
        ? updateBuilding(communityInfoCode, building.buildingCode, input)
        : createBuilding(communityInfoCode, attribute, input),
    );
    if (!saved) return;
    void message.success(t('actions.saved'));
    await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal<BuildingValues>
      open={open}
      title={title}
      onClose={onClose}
      form={form}
      saving={saving}
      name="building-form"
      initialValues={
        building
          ? {
              buildingName: building.buildingName,
              unitCount: building.unitCount,
              floorCount: building.floorCount,
              sort: building.sort,
            }
          : { unitCount: 1, floorCount: 1 }
      }
      onFinish={submit}
    >
      <Form.Item
        name="buildingName"
        label={t('buildingForm.name')}
        rules={[
          { required: true, whitespace: true, message: t('buildingForm.nameRequired') },
          { max: 100, message: t('buildingForm.nameTooLong') },
        ]}
      >
        <Input placeholder={t('buildingForm.namePlaceholder')} maxLength={100} />
      </Form.Item>
      {villa ? null : (
        <>
          <Form.Item name="unitCount" label={t('buildingForm.unitCount')}>
            <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="floorCount" label={t('buildingForm.floorCount')}>
            <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item name="sort" label={t('buildingForm.sort')} extra={t('buildingForm.sortHint')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

/** An optional area field in m²: empty, or the domain's area text rule (≤ two decimals, in bounds). */
function areaRule() {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      if (value === undefined || value.trim() === '') return Promise.resolve();
      const parsed = parseAreaText(value);
      return parsed.ok ? Promise.resolve() : Promise.reject(new Error(parsed.message));
    },
  };
}

/** m² text to 0.01 m² units; empty → null. Only called after `areaRule` passed. */
function areaUnits(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = parseAreaText(value);
  return parsed.ok ? parsed.units : null;
}

function areaText(units: number | null): string | undefined {
  return units === null ? undefined : formatArea(units);
}

type AreaValues = { registerArea?: string; surveyArea?: string; contractArea?: string };

function AreaFields() {
  const { t } = useTranslation('roster');
  return (
    <>
      <Form.Item name="registerArea" label={t('houseForm.registerArea')} rules={[areaRule()]}>
        <Input inputMode="decimal" placeholder={t('houseForm.areaHint')} suffix="㎡" />
      </Form.Item>
      <Form.Item name="surveyArea" label={t('houseForm.surveyArea')} rules={[areaRule()]}>
        <Input inputMode="decimal" placeholder={t('houseForm.areaHint')} suffix="㎡" />
      </Form.Item>
      <Form.Item name="contractArea" label={t('houseForm.contractArea')} rules={[areaRule()]}>
        <Input inputMode="decimal" placeholder={t('houseForm.areaHint')} suffix="㎡" />
      </Form.Item>
    </>
  );
}

type HouseValues = AreaValues & { unitNo?: string; floor?: number; houseNo: string };

/** Creates a house in a building, or edits a house's unit, floor and number. */
export function HouseFormModal({
  open,
  communityInfoCode,
  building,
  house,
  onClose,
  onSaved,
}: ModalFormProps<House> & {
  building: Pick<Building, 'buildingCode' | 'buildingAttribute'>;
  house: House | null;
}) {
  const { t } = useTranslation('roster');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<HouseValues>();
  const { saving, run } = useSave(form, 'houseNo');
  const villa = building.buildingAttribute === 'VILLA';

  const submit = async (values: HouseValues) => {
    const place = {
      unitNo: villa ? undefined : values.unitNo?.trim(),
      floor: villa ? 1 : (values.floor ?? 1),
      houseNo: values.houseNo.trim(),
    };
    const saved = await run(() =>
      house
        ? updateHouse(communityInfoCode, house.houseCode, place)
        : createHouse(communityInfoCode, building.buildingCode, {
            ...place,
            registerArea: areaUnits(values.registerArea) ?? undefined,
            surveyArea: areaUnits(values.surveyArea) ?? undefined,
            contractArea: areaUnits(values.contractArea) ?? undefined,
          }),
    );
    if (!saved) return;
    void message.success(t('actions.saved'));
    await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    onSaved?.(saved);
    onClose();
  };

  const textRules = (required: string) => [
    { required: true, whitespace: true, message: required },
    { max: 20, message: t('houseForm.textTooLong') },
  ];

  return (
    <FormModal<HouseValues>
      open={open}
      title={house ? t('houseForm.editTitle') : t('houseForm.createTitle')}
      onClose={onClose}
      form={form}
      saving={saving}
      name="house-form"
      initialValues={
        house
          ? { unitNo: house.unitNo ?? undefined, floor: house.floor, houseNo: house.houseNo }
          : { floor: 1 }
      }
      onFinish={submit}
    >
      {villa ? null : (
        <>
          <Form.Item
            name="unitNo"
            label={t('houseForm.unitNo')}
            rules={textRules(t('houseForm.unitRequired'))}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="floor"
            label={t('houseForm.floor')}
            rules={[{ required: true, message: t('houseForm.floorRequired') }]}
          >
            <InputNumber min={-5} max={200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="houseNo"
        label={t('houseForm.houseNo')}
        rules={textRules(t('houseForm.houseNoRequired'))}
      >
        <Input maxLength={20} />
      </Form.Item>
      {house ? null : <AreaFields />}
    </FormModal>
  );
}

/** Sets or clears a house's register, survey and contract areas. */
export function AreaFormModal({
  open,
  communityInfoCode,
  house,
  onClose,
}: ModalFormProps<House> & { house: House }) {
  const { t } = useTranslation('roster');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AreaValues>();
  const { saving, run } = useSave(form, 'registerArea');

  const submit = async (values: AreaValues) => {
    const saved = await run(() =>
      updateHouseArea(communityInfoCode, house.houseCode, {
        registerArea: areaUnits(values.registerArea),
        surveyArea: areaUnits(values.surveyArea),
        contractArea: areaUnits(values.contractArea),
      }),
    );
    if (!saved) return;
    void message.success(t('actions.saved'));
    await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    onClose();
  };

  return (
    <FormModal<AreaValues>
      open={open}
      title={t('house.areaTitle')}
      onClose={onClose}
      form={form}
      saving={saving}
      name="area-form"
      initialValues={{
        registerArea: areaText(house.registerArea),
        surveyArea: areaText(house.surveyArea),
        contractArea: areaText(house.contractArea),
      }}
      onFinish={submit}
    >
      <AreaFields />
    </FormModal>
  );
}

type OwnerValues = {
  ownerName: string;
  mobile: string;
  relationType: RelationType;
  cardType: IdCardType;
  cardNo?: string;
};

/** Binds a person (found or created by mobile) to a house as owner, tenant or family member. */
export function OwnerFormModal({
  open,
  communityInfoCode,
  house,
  onClose,
}: ModalFormProps<House> & { house: House }) {
  const { t } = useTranslation('roster');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<OwnerValues>();
  const { saving, run } = useSave(form, 'mobile');

  const submit = async (values: OwnerValues) => {
    const cardNo = values.cardNo?.trim();
    const saved = await run(() =>
      addOwnerHouse(communityInfoCode, house.houseCode, {
        ownerName: values.ownerName.trim(),
        mobile: values.mobile.trim(),
        relationType: values.relationType,
        cardType: cardNo ? values.cardType : undefined,
        cardNo: cardNo || undefined,
      }),
    );
    if (!saved) return;
    void message.success(t('house.added'));
    await client.invalidateQueries({ queryKey: rosterKey(communityInfoCode) });
    onClose();
  };

  return (
    <FormModal<OwnerValues>
      open={open}
      title={t('ownerForm.title')}
      onClose={onClose}
      form={form}
      saving={saving}
      name="owner-form"
      initialValues={{ relationType: 'OWNER', cardType: 'RESIDENT_ID_CARD' }}
      onFinish={submit}
    >
      <Form.Item
        name="ownerName"
        label={t('ownerForm.ownerName')}
        rules={[{ required: true, whitespace: true, message: t('ownerForm.ownerNameRequired') }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('ownerForm.mobile')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              isValidMobile((value ?? '').trim())
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.mobileInvalid)),
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item name="relationType" label={t('ownerForm.relationType')}>
        <Select options={enumLabel.options(OwnerHouseRelationType)} />
      </Form.Item>
      <Form.Item name="cardType" label={t('ownerForm.cardType')}>
        <Select options={enumLabel.options(IdCardType)} />
      </Form.Item>
      <Form.Item
        name="cardNo"
        label={t('ownerForm.cardNo')}
        dependencies={['cardType']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text || isValidDocumentNumber(getFieldValue('cardType') as IdCardType, text)) {
                return Promise.resolve();
              }
              return Promise.reject(new Error(MESSAGES.idCardInvalid));
            },
          }),
        ]}
      >
        <Input placeholder={t('ownerForm.cardNoOptional')} maxLength={30} />
      </Form.Item>
    </FormModal>
  );
}
