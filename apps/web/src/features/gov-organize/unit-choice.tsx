import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { unitOptionsQuery, updateGovInfo } from './organize-api';
import './locale';

type UnitValues = { streetCode?: string; govCommunityCode?: string | null };

/** Government certification states in which the unit may still change (the server's rule too). */
export function mayChooseUnit(hasGovAuth: UserInfoDto['hasGovAuth']): boolean {
  return hasGovAuth === 'NO' || hasGovAuth === 'REJECTED';
}

/**
 * 所属单位 (SPEC §3 govInfo; owner/updateGovInfo): a government user picks the street and, for a
 * 社区 office, the 社区 they work for — before certifying, since the certification and every
 * jurisdiction check rest on the unit. Without a 社区 the unit is the street itself.
 */
export function UnitChoiceButton({ user }: { user: UserInfoDto }) {
  const { t } = useTranslation('govOrganize');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<UnitValues>();
  const streetCode = Form.useWatch('streetCode', form);
  const units = useQuery({ ...unitOptionsQuery, enabled: open });
  const allowed = mayChooseUnit(user.hasGovAuth);
  const save = useMutation({
    mutationFn: updateGovInfo,
    onSuccess: async () => {
      void message.success(t('unit.saved'));
      setOpen(false);
      // The unit decides the jurisdiction, the organisation card and the settings: refetch all.
      await client.invalidateQueries();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const street = units.data?.find((item) => item.streetCode === streetCode);

  return (
    <>
      <Tooltip title={allowed ? null : t('unit.locked')}>
        <Button
          disabled={!allowed}
          onClick={() => {
            form.setFieldsValue({
              streetCode: user.govInfo?.streetCode,
              govCommunityCode: user.govInfo?.govCommunityCode ?? null,
            });
            setOpen(true);
          }}
        >
          {t('unit.change')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('unit.title')}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          // A refused validation shows on the fields.
          void form.validateFields().then(
            (values) =>
              save.mutate({
                streetCode: values.streetCode ?? '',
                govCommunityCode: values.govCommunityCode ?? null,
              }),
            () => undefined,
          )
        }
        forceRender
      >
        <Alert type="info" showIcon message={t('unit.hint')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" name="govUnit">
          <Form.Item
            name="streetCode"
            label={t('unit.street')}
            required
            rules={[{ required: true, message: t('unit.streetRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={units.isLoading}
              placeholder={t('unit.streetPlaceholder')}
              options={(units.data ?? []).map((item) => ({ value: item.streetCode, label: item.streetName }))}
              onChange={() => form.setFieldValue('govCommunityCode', null)}
            />
          </Form.Item>
          <Form.Item name="govCommunityCode" label={t('unit.community')} extra={t('unit.communityExtra')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={!street}
              placeholder={t('unit.communityPlaceholder')}
              options={(street?.communities ?? []).map((item) => ({
                value: item.govCommunityCode,
                label: item.govCommunityName,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
