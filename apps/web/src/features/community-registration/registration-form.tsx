import {
  type CommunityOrganisationType,
  type CommunityRegistrationDto,
  communityRegistrationInput,
  CommunityOrganisationType as OrganisationTypes,
  ROLES_BY_ORGANISATION,
} from '@gongzhi/domain/community/community-registration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form, { type RuleObject } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { readSession } from '../../lib/session';
import type { Attachment } from '../../ui/upload/upload-api';
import { UploadField } from '../../ui/upload/upload-field';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { loginInfoQuery } from '../account/session-query';
import { zodRule } from '../gov-settings/zod-rule';
import {
  registrationKey,
  resubmitRegistration,
  submitRegistration,
  unitOptionsQuery,
} from './registration-api';
import './locale';

export type RegistrationValues = {
  communityName: string;
  provinceName: string;
  cityName: string;
  districtName: string;
  address: string;
  streetCode?: string;
  govCommunityCode?: string | null;
  organisationType: CommunityOrganisationType;
  roleType?: string;
  proof: Attachment[];
  registrantName?: string;
};

type RegistrationFormProps = {
  /** The existing community being certified (CERTIFY_EXISTING), else null for a new one. */
  communityInfoCode: string | null;
  initial: Partial<RegistrationValues>;
  /** A rejected application being fixed: resubmitted in place. */
  editing: CommunityRegistrationDto | null;
  onDone: () => void;
  onCancel?: () => void;
};

const shape = communityRegistrationInput.shape;

/** The proof field holds attachments; the domain's rule is on their ids. */
const proofRule: RuleObject = {
  validator: async (_rule, value: Attachment[] | undefined) => {
    const ids = (value ?? []).map((file) => file.attachmentId);
    const result = shape.proveFileIds.safeParse(ids);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
  },
};

/** The registration form (docs/contracts/community.md): new, certification of an existing one, or a fix. */
export function RegistrationForm({
  communityInfoCode,
  initial,
  editing,
  onDone,
  onCancel,
}: RegistrationFormProps) {
  const { t } = useTranslation('communityRegistration');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<RegistrationValues>();
  const units = useQuery(unitOptionsQuery);
  // The reviewer needs a name: an account that has none (a new phone number) gives it here.
  const info = useQuery(loginInfoQuery(readSession()));
  const nameless = info.isSuccess && !info.data.ownerName?.trim();
  const streetCode = Form.useWatch('streetCode', form);
  const organisationType = Form.useWatch('organisationType', form) ?? initial.organisationType ?? 'COMMITTEE';
  const street = units.data?.find((item) => item.streetCode === streetCode);

  const save = useMutation({
    mutationFn: async (values: RegistrationValues) => {
      const input = {
        communityInfoCode,
        communityName: values.communityName,
        provinceName: values.provinceName,
        cityName: values.cityName,
        districtName: values.districtName,
        address: values.address,
        streetCode: values.streetCode ?? '',
        govCommunityCode: values.govCommunityCode ?? null,
        organisationType: values.organisationType,
        roleType: values.roleType ?? '',
        proveFileIds: values.proof.map((file) => file.attachmentId),
        registrantName: nameless ? values.registrantName : undefined,
      };
      return editing
        ? resubmitRegistration({ ...input, registrationId: editing.registrationId })
        : submitRegistration(input);
    },
    onSuccess: async () => {
      void message.success(t('form.submitted'));
      await client.invalidateQueries({ queryKey: registrationKey });
      onDone();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  const text = (name: keyof typeof shape) => [zodRule(shape[name])];

  return (
    <Form<RegistrationValues>
      form={form}
      name="communityRegistration"
      layout="vertical"
      initialValues={{ organisationType: 'COMMITTEE', proof: [], ...initial }}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 640 }}
    >
      <Form.Item required name="communityName" label={t('form.communityName')} rules={text('communityName')}>
        <Input
          maxLength={50}
          placeholder={t('form.communityNamePlaceholder')}
          disabled={communityInfoCode !== null}
        />
      </Form.Item>
      <Form.Item label={t('form.region')} required style={{ marginBottom: 0 }}>
        <Row gutter={8}>
          <Col xs={24} sm={8}>
            <Form.Item name="provinceName" rules={text('provinceName')}>
              <Input
                maxLength={20}
                placeholder={t('form.provinceName')}
                aria-label={t('form.provinceName')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="cityName" rules={text('cityName')}>
              <Input maxLength={20} placeholder={t('form.cityName')} aria-label={t('form.cityName')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="districtName" rules={text('districtName')}>
              <Input
                maxLength={20}
                placeholder={t('form.districtName')}
                aria-label={t('form.districtName')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
      <Form.Item required name="address" label={t('form.address')} rules={text('address')}>
        <Input maxLength={100} placeholder={t('form.addressPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('form.jurisdiction')} required extra={t('form.jurisdictionHint')}>
        <Row gutter={8}>
          <Col xs={24} sm={12}>
            <Form.Item name="streetCode" rules={text('streetCode')}>
              <Select
                aria-label={t('form.street')}
                placeholder={t('form.streetPlaceholder')}
                loading={units.isPending}
                options={units.data?.map((item) => ({ value: item.streetCode, label: item.streetName }))}
                onChange={() => form.setFieldValue('govCommunityCode', null)}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="govCommunityCode">
              <Select
                aria-label={t('form.govCommunity')}
                placeholder={t('form.govCommunityPlaceholder')}
                allowClear
                disabled={!street}
                options={street?.communities.map((item) => ({
                  value: item.govCommunityCode,
                  label: item.govCommunityName,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form.Item>
      <Form.Item required name="organisationType" label={t('form.organisationType')}>
        <Radio.Group
          onChange={() => form.setFieldValue('roleType', undefined)}
          options={OrganisationTypes.values.map((value) => ({
            value,
            label: t(`organisationType.${value}`),
          }))}
        />
      </Form.Item>
      {nameless ? (
        <Form.Item
          required
          name="registrantName"
          label={t('form.registrantName')}
          extra={t('form.registrantNameHint')}
          rules={[
            { required: true, whitespace: true, message: t('form.registrantNameRequired') },
            zodRule(shape.registrantName),
          ]}
        >
          <Input maxLength={20} autoComplete="name" />
        </Form.Item>
      ) : null}
      <Form.Item required name="roleType" label={t('form.role')} rules={text('roleType')}>
        <Select
          placeholder={t('form.rolePlaceholder')}
          options={ROLES_BY_ORGANISATION[organisationType].map((value) => ({
            value,
            label: t(`roles.${value}` as 'roles.PREPARE_MEMBER'),
          }))}
        />
      </Form.Item>
      <Form.Item
        required
        name="proof"
        label={t('form.proof')}
        extra={organisationType === 'COMMITTEE' ? t('form.proofCommittee') : t('form.proofPreparatory')}
        rules={[proofRule, uploadFieldRule]}
      >
        <UploadField uploadType="TX_VOTING" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {editing ? t('form.resubmit') : t('form.submit')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('form.cancel')}</Button> : null}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('register.intro')}
      </Typography.Paragraph>
    </Form>
  );
}
