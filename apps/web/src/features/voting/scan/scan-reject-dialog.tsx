import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import './scan-locale';

/**
 * 剔除这张扫描页？ with its reason. The reason is required (1–200 characters, not only spaces, as
 * the server's rule): an empty one keeps the dialog open with the message under the field, never
 * closes it as if done. It closes once `onSubmit` resolves; a refusal keeps it open.
 */
export function ScanRejectDialog({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation('votingScan');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('review.rejectTitle')}
      okText={t('review.reject')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('review.close')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        onFinish={(values) => onSubmit(values.reason.trim())}
        data-testid="scan-reject-form"
      >
        <Form.Item
          name="reason"
          label={t('review.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('review.rejectReasonRequired') },
            { max: 200, message: t('review.rejectReasonTooLong') },
          ]}
        >
          <Input.TextArea autoFocus maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
