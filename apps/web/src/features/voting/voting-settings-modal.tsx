import { NonResponsePolicy } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { updateVotingSettings, type VotingSettingsValue, votingKey, votingSettingsQuery } from './voting-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

type Props = { open: boolean; communityInfoCode: string; canManage: boolean; onClose: () => void };

/**
 * 表决设置 (ours): the community's non-response policy, 从众, blank ballots and proxy
 * voting. Votes copy them at publication, so a change applies to votes published later.
 */
export function VotingSettingsModal({ open, communityInfoCode, canManage, onClose }: Props) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<VotingSettingsValue>();
  const settings = useQuery({ ...votingSettingsQuery(communityInfoCode), enabled: open });

  useEffect(() => {
    if (open && settings.data) form.setFieldsValue(settings.data);
  }, [open, settings.data, form]);

  const save = useMutation({
    mutationFn: (values: VotingSettingsValue) => updateVotingSettings({ communityInfoCode, ...values }),
    onSuccess: async () => {
      void message.success(t('settings.saved'));
      await client.invalidateQueries({ queryKey: votingKey(communityInfoCode) });
      onClose();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  return (
    <Modal
      open={open}
      title={t('settings.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      okButtonProps={{ disabled: !canManage || !settings.data, loading: save.isPending }}
      onOk={() => form.submit()}
      loading={settings.isPending}
      forceRender
    >
      <p className="voting-muted">{t('settings.hint')}</p>
      <Form form={form} layout="vertical" disabled={!canManage} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="nonResponsePolicy" label={t('settings.nonResponsePolicy')}>
          <Radio.Group
            options={NonResponsePolicy.values.map((value) => ({
              value,
              label: enumLabel(NonResponsePolicy, value),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="followMajorityOffered"
          label={t('settings.followMajorityOffered')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="blankCountsAsParticipation"
          label={t('settings.blankCountsAsParticipation')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="proxyVoting" label={t('settings.proxyVoting')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
