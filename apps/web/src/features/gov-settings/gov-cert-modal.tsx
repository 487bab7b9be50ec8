import { DownloadOutlined } from '@ant-design/icons';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { GOV_PROOF_MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import { govCertificationSubmitInput } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../lib/domain-message';
import { failureMessage } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import {
  checkRealName,
  downloadProofTemplate,
  govAuthInfoQuery,
  govSettingsKey,
  submitGovCertification,
} from './gov-settings-api';
import './locale';
import './gov-settings.css';
import { zodRule } from './zod-rule';

type Values = { fillOwnerName: string; fillCardNo: string; position: string; proof: Attachment[] };

const shape = govCertificationSubmitInput.shape;
const proofRule = {
  validator: async (_rule: unknown, value: Attachment[] | undefined) => {
    if (!value || value.length === 0) throw new Error(localizeMessage(MESSAGES.workProofRequired));
  },
};

/**
 * The government certification modal (SPEC §3, §5): name, ID number, position, work proof up to
 * 100 MB, the read-only office address, a template to download and the legal-liability warning.
 * An unverified user's name + ID are checked first; a verified user's are shown and locked.
 */
export function GovCertModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('govSettings');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const info = useQuery({ ...govAuthInfoQuery(), enabled: open });
  const verified = info.data?.realNameVerified === 'YES';

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      if (!verified) {
        try {
          await checkRealName(values.fillOwnerName.trim(), values.fillCardNo.trim());
        } catch (error) {
          form.setFields([
            { name: 'fillCardNo', errors: [failureMessage(error, MESSAGES.idCardNameMismatch)] },
          ]);
          return;
        }
      }
      const result = await submitGovCertification({
        fillOwnerName: values.fillOwnerName.trim(),
        fillCardNo: values.fillCardNo.trim(),
        position: values.position.trim(),
        proveFileIds: values.proof.map((file) => file.attachmentId),
      });
      void message.success(result.message, 5);
      await Promise.all([
        client.invalidateQueries({ queryKey: govSettingsKey }),
        client.invalidateQueries({ queryKey: ['loginInfo'] }),
      ]);
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
      title={t('cert.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('cert.submit')}
      okButtonProps={{ loading: saving, disabled: !info.data }}
      onOk={() => form.submit()}
      width={560}
    >
      {info.data ? (
        <Form<Values>
          form={form}
          name="govCertification"
          layout="vertical"
          onFinish={onFinish}
          initialValues={{
            fillOwnerName: verified ? (info.data.ownerName ?? '') : (info.data.ownerName ?? ''),
            fillCardNo: verified ? (info.data.cardNo ?? '') : '',
            position: info.data.position ?? '',
            proof: [],
          }}
        >
          {verified ? (
            <Alert type="info" showIcon message={t('cert.verifiedHint')} className="gov-cert__hint" />
          ) : null}
          <Form.Item
            name="fillOwnerName"
            label={t('cert.fillOwnerName')}
            required
            rules={[zodRule(shape.fillOwnerName)]}
          >
            <Input disabled={verified} maxLength={100} placeholder={t('cert.placeholderName')} />
          </Form.Item>
          <Form.Item
            name="fillCardNo"
            label={t('cert.fillCardNo')}
            required
            rules={[zodRule(shape.fillCardNo)]}
          >
            <Input disabled={verified} maxLength={18} placeholder={t('cert.placeholderCardNo')} />
          </Form.Item>
          <Form.Item name="position" label={t('cert.position')} required rules={[zodRule(shape.position)]}>
            <Input maxLength={100} placeholder={t('cert.placeholderPosition')} />
          </Form.Item>
          <Form.Item label={t('cert.address')} htmlFor="govCertification_address">
            <Input id="govCertification_address" value={info.data.communityAddress} readOnly disabled />
          </Form.Item>
          <Form.Item
            name="proof"
            label={t('cert.proof')}
            required
            extra={
              <span>
                {t('cert.proofHint')}{' '}
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => void downloadProofTemplate()}
                >
                  {t('cert.template')}
                </Button>
              </span>
            }
            rules={[proofRule, uploadFieldRule]}
          >
            <UploadField uploadType="TX_GOV_INFORMATION" maxSize={GOV_PROOF_MAX_UPLOAD_SIZE} />
          </Form.Item>
          <Typography.Text type="danger">{localizeMessage(MESSAGES.legalWarning)}</Typography.Text>
        </Form>
      ) : null}
    </Modal>
  );
}
