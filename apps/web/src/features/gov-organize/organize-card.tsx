import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import {
  type GovOrganizeUpdateInput,
  govOrganizeUpdateInput,
} from '@gongzhi/domain/gov-organize/gov-organize-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { zodRule } from '../gov-settings/zod-rule';
import { organizeInfoQuery, organizeKey, updateOrganize } from './organize-api';
import { UnitChoiceButton } from './unit-choice';
import './locale';

const fields = govOrganizeUpdateInput.shape;

/**
 * The government unit's own profile on the /government index (govOrganize/info); certified staff
 * edit it in a dialog (govOrganize/update). The level and unit come from the account, not the form.
 */
export function OrganizeCard({ user }: { user: UserInfoDto }) {
  const { t } = useTranslation('govOrganize');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<GovOrganizeUpdateInput>();
  const info = useQuery(organizeInfoQuery);
  const save = useMutation({
    mutationFn: updateOrganize,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: organizeKey });
      void message.success(t('saved'));
      setOpen(false);
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const certified = user.hasGovAuth === 'YES';
  const data = info.data;
  const shown = (value: string | undefined) => value || t('notFilled');

  const edit = () => {
    if (!data) return;
    form.setFieldsValue({
      organizeName: data.organizeName,
      address: data.address,
      contactName: data.contactName,
      contactPhone: data.contactPhone,
      intro: data.intro,
    });
    setOpen(true);
  };

  return (
    <Card
      variant="borderless"
      title={t('title')}
      loading={info.isPending}
      style={{ marginBottom: 16 }}
      data-testid="organize-card"
      extra={
        <Space>
          <UnitChoiceButton user={user} />
          <Tooltip title={certified ? null : t('certifyFirst')}>
            <Button onClick={edit} disabled={!certified || !data}>
              {t('edit')}
            </Button>
          </Tooltip>
        </Space>
      }
    >
      {data ? (
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('organizeName')}>{data.organizeName}</Descriptions.Item>
          <Descriptions.Item label={t('level')}>
            {data.level === 'STREET' ? t('levelStreet') : t('levelCommunity')}
          </Descriptions.Item>
          <Descriptions.Item label={t('unit.label')}>
            {data.govCommunityName ? `${data.streetName} / ${data.govCommunityName}` : data.streetName}
          </Descriptions.Item>
          <Descriptions.Item label={t('communityCount')}>
            {t('communityCountValue', { count: data.communityCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('address')}>{shown(data.address)}</Descriptions.Item>
          <Descriptions.Item label={t('contactName')}>{shown(data.contactName)}</Descriptions.Item>
          <Descriptions.Item label={t('contactPhone')}>{shown(data.contactPhone)}</Descriptions.Item>
          <Descriptions.Item label={t('intro')} span={2}>
            {shown(data.intro)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Modal
        open={open}
        title={t('edit')}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          // A refused validation shows on the fields; nothing else to do with it.
          void form.validateFields().then(
            (values) => save.mutate(values),
            () => undefined,
          )
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="govOrganize">
          <Form.Item
            name="organizeName"
            label={t('organizeName')}
            required
            rules={[zodRule(fields.organizeName)]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="address" label={t('address')} required rules={[zodRule(fields.address)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('contactName')}
            required
            rules={[zodRule(fields.contactName)]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('contactPhone')}
            required
            rules={[zodRule(fields.contactPhone)]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="intro" label={t('intro')} rules={[zodRule(fields.intro)]}>
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
