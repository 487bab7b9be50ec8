import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useWorkbench } from '../../shell/workbench-context';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import type { VotingInfo } from './voting-api';
import './locale';

/** The vote detail page's 延期 and 公示信息 dialogs (vote-detail-page.tsx). */
export function DelayModal({
  open,
  vote,
  onClose,
  onSubmit,
}: {
  open: boolean;
  vote: VotingInfo;
  onClose: () => void;
  onSubmit: (endDate: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('voting');
  const [form] = Form.useForm<{ endDate: Dayjs }>();
  return (
    <Modal
      open={open}
      title={t('detail.delay')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className="voting-muted">{t('detail.delayHint', { end: formatDateTime(vote.endDate) })}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          try {
            await onSubmit(values.endDate.format());
            onClose();
          } catch {
            // The message was shown; the dialog stays open.
          }
        }}
      >
        <Form.Item
          name="endDate"
          label={t('detail.newEndDate')}
          rules={[{ required: true, message: t('detail.newEndDateRequired') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type EdgeValues = {
  title: string;
  description: string;
  signAttachment: Attachment[];
  faceAuthorizationLetter: Attachment[];
};

export function EdgeInfoModal({
  open,
  vote,
  onClose,
  onSubmit,
}: {
  open: boolean;
  vote: VotingInfo;
  onClose: () => void;
  onSubmit: (values: {
    title: string;
    description: string;
    signAttachment: string[];
    faceAuthorizationLetter: string[];
  }) => Promise<unknown>;
}) {
  const { t } = useTranslation('voting');
  const { community } = useWorkbench();
  const [form] = Form.useForm<EdgeValues>();
  const named = (codes: readonly string[]): Attachment[] =>
    codes.map(
      (attachmentId) =>
        vote.files.find((file) => file.attachmentId === attachmentId) ?? {
          attachmentId,
          sourceName: attachmentId,
          contentType: '',
          size: 0,
        },
    );
  return (
    <Modal
      open={open}
      title={t('detail.editEdge')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p className="voting-muted">{t('detail.editEdgeHint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: vote.title,
          description: vote.description,
          signAttachment: named(vote.signAttachment),
          faceAuthorizationLetter: named(vote.faceAuthorizationLetter),
        }}
        onFinish={async (values) => {
          try {
            await onSubmit({
              title: values.title,
              description: values.description,
              signAttachment: (values.signAttachment ?? []).map((file) => file.attachmentId),
              faceAuthorizationLetter: (values.faceAuthorizationLetter ?? []).map(
                (file) => file.attachmentId,
              ),
            });
            onClose();
          } catch {
            // The message was shown; the dialog stays open.
          }
        }}
      >
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="signAttachment" label={t('form.signAttachment')} rules={[uploadFieldRule]}>
          <UploadField uploadType="TX_VOTING" communityInfoCode={community?.communityInfoCode} />
        </Form.Item>
        <Form.Item
          name="faceAuthorizationLetter"
          label={t('form.faceAuthorizationLetter')}
          rules={[uploadFieldRule]}
        >
          <UploadField uploadType="TX_VOTING" communityInfoCode={community?.communityInfoCode} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
