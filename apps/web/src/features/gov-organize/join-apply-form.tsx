import { MobileOutlined } from '@ant-design/icons';
import { isValidMobile, isValidVerificationCode } from '@gongzhi/domain/account/login-rules';
import {
  GOV_JOIN_APPLY_MESSAGES,
  GOV_JOIN_PROOF_ACCEPT,
  GOV_JOIN_PROOF_MAX_COUNT,
  GOV_JOIN_PROOF_MAX_SIZE,
  type GovJoinRecordSubmitInput,
  govJoinFormFields,
} from '@gongzhi/domain/gov-organize/gov-join-apply';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../lib/domain-message';
import { failureMessage } from '../../lib/request';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { SmsCodeField } from '../account/sms-code-field';
import { zodRule } from '../gov-settings/zod-rule';
import { JOIN_PROOF_PRESIGN_URL, submitJoinRecord } from './organize-api';
import './join-locale';

export type JoinFormValues = Omit<GovJoinRecordSubmitInput, 'proofAttachmentIds'> & { proofs?: Attachment[] };

const fields = govJoinFormFields.shape;

/**
 * The join form of a street office or 社区 (docs/contracts/government.md "Join form"): the place,
 * the unit and its contact, the contact's phone with its SMS code, then the official letter or work
 * proof, uploaded with that phone and code (no login). Every field is checked by the domain schema
 * the server applies.
 */
export function JoinApplyForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const { t } = useTranslation('govJoin');
  const { modal } = App.useApp();
  const [form] = Form.useForm<JoinFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const level = Form.useWatch('level', form);
  const mobile = Form.useWatch('mobile', form) ?? '';
  const code = Form.useWatch('verificationCode', form) ?? '';
  const phoneReady = isValidMobile(mobile) && isValidVerificationCode(code);

  const submit = async (values: JoinFormValues) => {
    const { proofs, ...rest } = values;
    setSubmitting(true);
    try {
      await submitJoinRecord({
        ...rest,
        proofAttachmentIds: (proofs ?? []).map((proof) => proof.attachmentId),
      });
      onSubmitted(t('submittedTitle'));
    } catch (error) {
      modal.error({ title: t('title'), content: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<JoinFormValues>
      form={form}
      name="gov-join"
      layout="vertical"
      className="gov-join__form"
      initialValues={{ level: 'STREET' }}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      <Form.Item name="level" label={t('level')} rules={[zodRule(fields.level)]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'STREET', label: t('levelStreet') },
            { value: 'COMMUNITY', label: t('levelCommunity') },
          ]}
        />
      </Form.Item>
      <fieldset className="gov-join__place">
        <legend>{t('place')}</legend>
        <Form.Item name="province" label={t('province')} required rules={[zodRule(fields.province)]}>
          <Input maxLength={50} placeholder={t('provincePlaceholder')} />
        </Form.Item>
        <Form.Item name="city" label={t('city')} required rules={[zodRule(fields.city)]}>
          <Input maxLength={50} placeholder={t('cityPlaceholder')} />
        </Form.Item>
        <Form.Item name="district" label={t('district')} required rules={[zodRule(fields.district)]}>
          <Input maxLength={50} placeholder={t('districtPlaceholder')} />
        </Form.Item>
        <Form.Item name="street" label={t('street')} required rules={[zodRule(fields.street)]}>
          <Input maxLength={50} placeholder={t('streetPlaceholder')} />
        </Form.Item>
        {level === 'COMMUNITY' ? (
          <Form.Item
            name="community"
            label={t('community')}
            required
            rules={[
              { required: true, whitespace: true, message: GOV_JOIN_APPLY_MESSAGES.communityRequired },
              zodRule(fields.community),
            ]}
          >
            <Input maxLength={50} placeholder={t('communityPlaceholder')} />
          </Form.Item>
        ) : null}
      </fieldset>
      <Form.Item
        name="organizeName"
        label={t('organizeName')}
        required
        rules={[zodRule(fields.organizeName)]}
      >
        <Input maxLength={100} placeholder={t('organizeNamePlaceholder')} />
      </Form.Item>
      <div className="gov-join__pair">
        <Form.Item name="contactName" label={t('contactName')} required rules={[zodRule(fields.contactName)]}>
          <Input maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name="position" label={t('position')} required rules={[zodRule(fields.position)]}>
          <Input maxLength={100} placeholder={t('positionPlaceholder')} />
        </Form.Item>
      </div>
      <Form.Item
        name="mobile"
        label={t('mobile')}
        required
        extra={t('mobileExtra')}
        validateTrigger="onBlur"
        rules={[zodRule(fields.mobile)]}
      >
        <Input inputMode="numeric" autoComplete="tel" maxLength={11} prefix={<MobileOutlined />} />
      </Form.Item>
      <SmsCodeField form={form} inputId="gov-join_verificationCode" size="middle" />
      <Form.Item
        name="proofs"
        label={t('proof')}
        required
        extra={phoneReady ? t('proofExtra') : t('proofNeedsCode')}
        rules={[
          {
            validator: async (_rule, value: Attachment[] | undefined) => {
              if (!value?.length) throw new Error(localizeMessage(GOV_JOIN_APPLY_MESSAGES.proofRequired));
            },
          },
          uploadFieldRule,
        ]}
      >
        <UploadField
          uploadType="TX_GOV_INFORMATION"
          maxSize={GOV_JOIN_PROOF_MAX_SIZE}
          maxCount={GOV_JOIN_PROOF_MAX_COUNT}
          accept={GOV_JOIN_PROOF_ACCEPT}
          disabled={!phoneReady}
          anonymous={{ presignUrl: JOIN_PROOF_PRESIGN_URL, data: { mobile, verificationCode: code } }}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[zodRule(fields.remark)]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('remarkPlaceholder')} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
