import { FileOutlined } from '@ant-design/icons';
import {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
} from '@gongzhi/domain/certification/certification-enums';
import { isImageFileName } from '@gongzhi/domain/file/file-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { type Attachment, attachmentUrl } from '../../ui/upload/upload-api';
import {
  type CertificationInfo,
  certificationInfoQuery,
  certificationKey,
  houseLabel,
  reviewCertification,
} from './certification-api';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';
import { useConfirmAction } from '../../ui/actions/confirm-action';
import { useDownloadGrants } from '../../ui/upload/use-download-grants';

type CertificationDrawerProps = {
  communityInfoCode: string;
  certificationId: string | null;
  onClose: () => void;
  /** False for readers without HOUSE_OWNER_MANAGEMENT (government staff): no approve or reject. */
  mayReview?: boolean;
};

/** One application: applicant, masked ID, house, agent, proof images; approve or reject with a reason. */
export function CertificationDrawer({
  communityInfoCode,
  certificationId,
  onClose,
  mayReview = true,
}: CertificationDrawerProps) {
  const { t } = useTranslation('certification');
  return (
    <Drawer
      open={certificationId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size="min(600px, 100vw)"
      destroyOnHidden
    >
      {certificationId ? (
        <CertificationDetails
          communityInfoCode={communityInfoCode}
          certificationId={certificationId}
          mayReview={mayReview}
        />
      ) : null}
    </Drawer>
  );
}

function CertificationDetails({
  communityInfoCode,
  certificationId,
  mayReview,
}: {
  communityInfoCode: string;
  certificationId: string;
  mayReview: boolean;
}) {
  const { t } = useTranslation('certification');
  const enumLabel = useEnumLabel();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const info = useQuery(certificationInfoQuery(communityInfoCode, certificationId));
  const [rejecting, setRejecting] = useState(false);

  const review = useMutation({
    mutationFn: (input: { state: 'APPROVE' | 'REJECTED'; rejectReason?: string }) =>
      reviewCertification({ communityInfoCode, certificationId, ...input }),
    onSuccess: async (result) => {
      void message.success(result.state === 'APPROVE' ? t('detail.approved') : t('detail.rejected'));
      setRejecting(false);
      client.setQueryData(certificationInfoQuery(communityInfoCode, certificationId).queryKey, result);
      await Promise.all([
        client.invalidateQueries({ queryKey: certificationKey(communityInfoCode) }),
        // Approval binds the owner to the house: the roster's counts and rates change.
        client.invalidateQueries({ queryKey: ['roster', communityInfoCode] }),
      ]);
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (info.isPending) return <Spin />;
  if (info.isError) return <Result status="error" subTitle={failureMessage(info.error)} />;
  const item = info.data;
  // Without HOUSE_OWNER_MANAGEMENT (government staff) the record is read-only: no approve or reject.
  const reviewing = mayReview && item.state === 'REVIEWING';

  return (
    <div className="certification-details">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'state',
            label: t('detail.state'),
            children: (
              <Tag
                color={
                  item.state === 'APPROVE' ? 'success' : item.state === 'REJECTED' ? 'error' : 'processing'
                }
              >
                {enumLabel(OwnerCertificationReviewState, item.state)}
              </Tag>
            ),
          },
          { key: 'applicant', label: t('detail.applicant'), children: item.ownerName },
          { key: 'mobile', label: t('detail.mobile'), children: item.mobile },
          { key: 'cardType', label: t('detail.cardType'), children: enumLabel(IdCardType, item.cardType) },
          {
            key: 'cardNo',
            label: t('detail.cardNo'),
            children: <span data-testid="masked-card-no">{item.cardNo}</span>,
          },
          {
            key: 'type',
            label: t('detail.certificationType'),
            children: enumLabel(CertificationType, item.certificationType),
          },
          { key: 'house', label: t('detail.house'), children: houseLabel(item.house) },
          { key: 'houseCount', label: t('detail.houseCount'), children: item.houseCount },
          { key: 'gmtCreate', label: t('detail.gmtCreate'), children: formatDateTime(item.gmtCreate) },
          ...(item.gmtReview
            ? [
                { key: 'gmtReview', label: t('detail.gmtReview'), children: formatDateTime(item.gmtReview) },
                { key: 'reviewer', label: t('detail.reviewer'), children: item.reviewerName ?? '—' },
              ]
            : []),
          ...(item.rejectReason
            ? [{ key: 'reason', label: t('detail.rejectReason'), children: item.rejectReason }]
            : []),
        ]}
      />
      <ProofFiles title={t('detail.proveFiles')} files={item.proveFiles} />
      {item.isAgent === 'YES' ? <AgentDetails item={item} /> : null}
      {reviewing ? (
        <Space className="certification-details__actions" wrap>
          <Button
            type="primary"
            loading={review.isPending && review.variables?.state === 'APPROVE'}
            onClick={() =>
              confirm('approve', {
                title: t('detail.approveConfirm'),
                okText: t('detail.approve'),
                onOk: () => review.mutateAsync({ state: 'APPROVE' }).catch(() => undefined),
              })
            }
          >
            {t('detail.approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t('detail.reject')}
          </Button>
        </Space>
      ) : null}
      <RejectModal
        open={rejecting}
        saving={review.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(rejectReason) => review.mutate({ state: 'REJECTED', rejectReason })}
      />
    </div>
  );
}

function AgentDetails({ item }: { item: CertificationInfo }) {
  const { t } = useTranslation('certification');
  const enumLabel = useEnumLabel();
  return (
    <>
      <Typography.Title level={5} className="certification-details__heading">
        {t('detail.agentSection')}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: t('detail.agentName'), children: item.agentName ?? '—' },
          { key: 'mobile', label: t('detail.agentMobile'), children: item.agentMobile ?? '—' },
          {
            key: 'cardType',
            label: t('detail.agentCardType'),
            children: item.agentCardType ? enumLabel(IdCardType, item.agentCardType) : '—',
          },
          { key: 'cardNo', label: t('detail.agentCardNo'), children: item.agentCardNo ?? '—' },
        ]}
      />
      <ProofFiles title={t('detail.agentProveFiles')} files={item.agentProveFiles} />
    </>
  );
}

/** Proof images as thumbnails with a full-size preview; other files as download links. */
function ProofFiles({ title, files }: { title: string; files: Attachment[] }) {
  // Private images and links load through download grants; re-render when they arrive.
  useDownloadGrants();
  const { t } = useTranslation('certification');
  return (
    <>
      <Typography.Title level={5} className="certification-details__heading">
        {title}
      </Typography.Title>
      {files.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('detail.noFiles')}</Typography.Paragraph>
      ) : (
        <div className="certification-files">
          <Image.PreviewGroup>
            {files
              .filter((file) => isImageFileName(file.sourceName))
              .map((file) => (
                <Image
                  key={file.attachmentId}
                  width={104}
                  height={104}
                  alt={file.sourceName}
                  src={attachmentUrl(file, { width: 240 }) ?? undefined}
                  preview={{ src: attachmentUrl(file) ?? undefined }}
                  className="certification-files__image"
                />
              ))}
          </Image.PreviewGroup>
          {files
            .filter((file) => !isImageFileName(file.sourceName))
            .map((file) => (
              <a
                key={file.attachmentId}
                href={attachmentUrl(file) ?? undefined}
                target="_blank"
                rel="noreferrer"
              >
                <FileOutlined /> {file.sourceName}
              </a>
            ))}
        </div>
      )}
    </>
  );
}

type RejectModalProps = {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

function RejectModal({ open, saving, onCancel, onReject }: RejectModalProps) {
  const { t } = useTranslation('certification');
  const [form] = Form.useForm<{ rejectReason: string }>();
  return (
    <Modal
      open={open}
      title={t('detail.rejectTitle')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('detail.reject')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('detail.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="reject-form"
        clearOnDestroy
        onFinish={(values) => onReject(values.rejectReason.trim())}
      >
        <Form.Item
          name="rejectReason"
          label={t('detail.rejectReasonLabel')}
          rules={[
            { required: true, whitespace: true, message: t('detail.rejectReasonRequired') },
            { max: 100, message: t('detail.rejectReasonTooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount placeholder={t('detail.rejectPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
