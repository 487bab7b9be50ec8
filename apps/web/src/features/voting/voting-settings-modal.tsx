import { NonResponsePolicy } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { updateVotingSettings, type VotingSettingsValue, votingKey, votingSettingsQuery } from './voting-api';
import './local-rule-view';
import './proxy-locale';
import './locale';
import './objection-locale';
import { useEnumLabel } from '../../locales/enum-label';

type Props = { open: boolean; communityInfoCode: string; canManage: boolean; onClose: () => void };

/** The form's values: the local rule's file is uploaded anew or kept (issue #22 item 3). */
type SettingsForm = Omit<VotingSettingsValue, 'localRule'> & {
  localRuleFiles?: Attachment[];
  localRuleClause?: string;
};

/**
 * 表决设置 (ours): the community's non-response policy, 从众, blank ballots and proxy
 * voting. Votes copy them at publication, so a change applies to votes published later.
 */
export function VotingSettingsModal({ open, communityInfoCode, canManage, onClose }: Props) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { t: tr } = useTranslation('votingLocalRule');
  const [form] = Form.useForm<SettingsForm>();
  const settings = useQuery({ ...votingSettingsQuery(communityInfoCode), enabled: open });
  const policy = Form.useWatch('nonResponsePolicy', form);
  const variant = Form.useWatch('deemedTowardQuorum', form) === true;
  const proxies = Form.useWatch('proxyVoting', form) === true;
  const { t: tp } = useTranslation('votingProxy');
  const { t: to } = useTranslation('votingObjection');
  const keptFile = settings.data?.localRule?.file ?? null;

  useEffect(() => {
    if (!open || !settings.data) return;
    const { localRule, ...plain } = settings.data;
    form.setFieldsValue({ ...plain, localRuleFiles: [], localRuleClause: localRule?.clause ?? '' });
  }, [open, settings.data, form]);

  const save = useMutation({
    mutationFn: ({ localRuleFiles, localRuleClause, ...values }: SettingsForm) => {
      const file = localRuleFiles?.[0]?.attachmentId ?? keptFile;
      const deemed = values.deemedTowardQuorum === true && values.nonResponsePolicy !== 'NOT_PARTICIPATED';
      return updateVotingSettings({
        communityInfoCode,
        ...values,
        deemedTowardQuorum: deemed,
        localRule: deemed && file ? { file, clause: (localRuleClause ?? '').trim() } : null,
      });
    },
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
        {/* Hidden, not removed, while proxies are off: the saved limit is sent back unchanged. */}
        <Form.Item
          name="proxyMaxPrincipals"
          label={tp('maxPrincipals')}
          hidden={!proxies}
          rules={[{ required: true, type: 'integer', min: 1, max: 20 }]}
        >
          <InputNumber min={1} max={20} precision={0} />
        </Form.Item>
        <Form.Item
          name="objectionDays"
          label={to('days')}
          extra={to('daysHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: 60, message: to('daysInvalid') }]}
        >
          <InputNumber min={1} max={60} precision={0} />
        </Form.Item>
        <Form.Item name="deemedTowardQuorum" label={tr('switch')} valuePropName="checked" extra={tr('hint')}>
          <Switch disabled={policy === 'NOT_PARTICIPATED'} />
        </Form.Item>
        {variant && policy !== 'NOT_PARTICIPATED' ? (
          <>
            <Form.Item
              name="localRuleFiles"
              label={tr('file')}
              extra={keptFile ? tr('fileKept') : undefined}
              rules={[
                ...(keptFile
                  ? []
                  : [{ required: true, type: 'array' as const, min: 1, message: tr('fileRequired') }]),
                uploadFieldRule,
              ]}
            >
              <UploadField uploadType="TX_VOTING" communityInfoCode={communityInfoCode} maxCount={1} />
            </Form.Item>
            <Form.Item
              name="localRuleClause"
              label={tr('clause')}
              rules={[{ required: true, whitespace: true, message: tr('clauseRequired') }]}
            >
              <Input maxLength={200} placeholder={tr('clausePlaceholder')} />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
