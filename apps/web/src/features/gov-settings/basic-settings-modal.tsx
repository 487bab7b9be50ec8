import type { GovInfoDto } from '@gongzhi/domain/account/user-info';
import { basicSettingsFields } from '@gongzhi/domain/gov-settings/gov-settings-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { basicSettingsQuery, govSettingsKey, saveBasicSettings } from './gov-settings-api';
import './locale';
import { zodRule } from './zod-rule';

type Values = { address: string; serviceDate: string; contactWay: string; isOpenYellowPage: boolean };

/** SPEC §9: the basic-settings dialog is 416 px wide. */
export const BASIC_SETTINGS_WIDTH = 416;

const shape = basicSettingsFields.shape;

/** Government basic settings (SPEC §3, §5): address, service time, contact phone, yellow-page switch. */
export function BasicSettingsModal({
  open,
  onClose,
  govInfo,
}: {
  open: boolean;
  onClose: () => void;
  govInfo: GovInfoDto;
}) {
  const { t } = useTranslation('govSettings');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const codes = { streetCode: govInfo.streetCode, govCommunityCode: govInfo.govCommunityCode };
  const settings = useQuery({ ...basicSettingsQuery(codes), enabled: open });

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await saveBasicSettings({
        ...codes,
        address: values.address.trim(),
        serviceDate: values.serviceDate.trim(),
        contactWay: values.contactWay.trim(),
        isOpenYellowPage: values.isOpenYellowPage ? 'YES' : 'NO',
      });
      void message.success(t('settings.saved'));
      await client.invalidateQueries({ queryKey: govSettingsKey });
      onClose();
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings.title')}
      width={BASIC_SETTINGS_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ loading: saving, disabled: !settings.data }}
      onOk={() => form.submit()}
    >
      {settings.data ? (
        <Form<Values>
          form={form}
          name="basicSettings"
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ ...settings.data, isOpenYellowPage: settings.data.isOpenYellowPage === 'YES' }}
        >
          <Form.Item name="address" label={t('settings.address')} rules={[zodRule(shape.address)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="serviceDate"
            label={t('settings.serviceDate')}
            rules={[zodRule(shape.serviceDate)]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="contactWay" label={t('settings.contactWay')} rules={[zodRule(shape.contactWay)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="isOpenYellowPage"
            label={t('settings.isOpenYellowPage')}
            valuePropName="checked"
            extra={t('settings.yellowPageHint')}
          >
            <Switch />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
