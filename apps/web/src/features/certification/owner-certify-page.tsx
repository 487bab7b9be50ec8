import { isValidMobile } from '@gongzhi/domain/account/login-rules';
import { CertificationType, IdCardType } from '@gongzhi/domain/certification/certification-enums';
import { isValidDocumentNumber } from '@gongzhi/domain/certification/certification-rules';
import { ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { PhoneUpload } from '../../ui/upload/phone-upload';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadFieldRule } from '../../ui/upload/upload-field-rule';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import {
  type AreaNode,
  areaTreeQuery,
  buildingOptionsQuery,
  houseOptionsQuery,
  type MyCertification,
  myCertificationsQuery,
  submitCertification,
} from './certification-api';
import './certification.css';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

type CertifyValues = {
  communityInfoCode?: string;
  buildingCode?: string;
  houseCode?: string;
  certificationType: CertificationType;
  ownerName: string;
  cardType: IdCardType;
  cardNo: string;
  proveFiles: Attachment[];
  isAgent: boolean;
  agentName?: string;
  agentMobile?: string;
  agentCardType: IdCardType;
  agentCardNo?: string;
  agentProveFiles?: Attachment[];
};

type CommunityOption = { value: string; label: string; place: string };

/** The community leaves of the area tree, each with the places above it. */
export function communityOptions(nodes: readonly AreaNode[], path: string[] = []): CommunityOption[] {
  return nodes.flatMap((node) =>
    node.level === 'COMMUNITY'
      ? [{ value: node.code, label: node.name, place: path.slice(-2).join(' ') }]
      : communityOptions(node.children, [...path, node.name]),
  );
}

/** Validator of an ID number for the chosen ID type (resident IDs: format, date and check digit). */
function documentRule(typeField: 'cardType' | 'agentCardType', message: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const text = (value ?? '').trim();
      const type = getFieldValue(typeField) as IdCardType;
      return text && isValidDocumentNumber(type, text)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  });
}

/**
 * /owner/certify: an owner certifies a house (community, building, house, identity, proof photos,
 * agent data when an agent applies). `?resubmit=<certificationId>` prefills a rejected application
 * and shows its reason.
 */
export function OwnerCertifyPage() {
  const { t } = useTranslation('certification');
  const [params] = useSearchParams();
  const resubmitId = params.get('resubmit');
  const applications = useQuery(myCertificationsQuery);
  const areas = useQuery(areaTreeQuery);

  if (areas.isPending || (resubmitId && applications.isPending))
    return <Skeleton active paragraph={{ rows: 8 }} />;
  if (areas.isError) {
    return (
      <Result
        status="error"
        title={t('owner.loadFailed')}
        subTitle={failureMessage(areas.error)}
        extra={<Button onClick={() => void areas.refetch()}>{t('owner.retry')}</Button>}
      />
    );
  }
  const rejected = resubmitId
    ? applications.data?.find((item) => item.certificationId === resubmitId && item.state === 'REJECTED')
    : undefined;
  return <CertifyForm key={rejected?.certificationId ?? 'new'} areas={areas.data} rejected={rejected} />;
}

function CertifyForm({ areas, rejected }: { areas: AreaNode[]; rejected: MyCertification | undefined }) {
  const { t } = useTranslation('certification');
  const enumLabel = useEnumLabel();
  const { t: tCommon } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<CertifyValues>();
  const communityInfoCode = Form.useWatch('communityInfoCode', form);
  const buildingCode = Form.useWatch('buildingCode', form);
  const isAgent = Form.useWatch('isAgent', form);
  const buildings = useQuery(buildingOptionsQuery(communityInfoCode));
  const houses = useQuery(houseOptionsQuery(communityInfoCode, buildingCode));
  const communities = useMemo(() => communityOptions(areas), [areas]);
  const top = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const submit = useMutation({
    mutationFn: (values: CertifyValues) =>
      submitCertification({
        communityInfoCode: values.communityInfoCode ?? '',
        houseCode: values.houseCode ?? '',
        certificationType: values.certificationType,
        ownerName: values.ownerName.trim(),
        cardType: values.cardType,
        cardNo: values.cardNo.trim(),
        proveFileIds: values.proveFiles.map((file) => file.attachmentId),
        isAgent: values.isAgent ? 'YES' : 'NO',
        ...(values.isAgent
          ? {
              agentName: values.agentName?.trim(),
              agentMobile: values.agentMobile?.trim(),
              agentCardType: values.agentCardType,
              agentCardNo: values.agentCardNo?.trim(),
              agentProveFileIds: (values.agentProveFiles ?? []).map((file) => file.attachmentId),
            }
          : {}),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: OWNER_QUERY_KEY }),
    onError: (error) => {
      const text = failureMessage(error);
      // The ID is refused (malformed, or bound to another user: the catalogue's 534, which the
      // request helper hands over as the code although the answer is HTTP 409): say so at the ID field.
      if (
        isRequestFailure(error) &&
        (error.code === ERROR_CODES.idCardBound || text === MESSAGES.idCardInvalid)
      ) {
        form.setFields([{ name: 'cardNo', errors: [text] }]);
        form.scrollToField('cardNo');
      } else {
        void message.error(text);
      }
    },
  });

  useEffect(() => {
    if (submit.isSuccess) top.current?.scrollIntoView();
  }, [submit.isSuccess]);

  if (submit.isSuccess) {
    return (
      <div ref={top}>
        <Result
          status="success"
          title={t('owner.submittedTitle')}
          subTitle={tCommon('messages.submitSuccess')}
          extra={
            <Button type="primary" size="large" onClick={() => void navigate('/owner')}>
              {t('owner.backHome')}
            </Button>
          }
        />
      </div>
    );
  }

  const initialValues: Partial<CertifyValues> = {
    certificationType: rejected?.certificationType ?? 'OWNER',
    cardType: rejected?.cardType ?? 'RESIDENT_ID_CARD',
    agentCardType: rejected?.agentCardType ?? 'RESIDENT_ID_CARD',
    isAgent: rejected?.isAgent === 'YES',
    proveFiles: [],
    agentProveFiles: [],
    ...(rejected
      ? {
          communityInfoCode: rejected.communityInfoCode,
          buildingCode: rejected.house.buildingCode,
          houseCode: rejected.house.houseCode,
          ownerName: rejected.ownerName,
          agentName: rejected.agentName ?? undefined,
        }
      : {}),
  };

  return (
    <div ref={top} className="owner-certify">
      <h1 className="owner-title">{t('owner.certifyTitle')}</h1>
      {rejected ? (
        <Alert
          type="warning"
          showIcon
          className="owner-card"
          title={t('owner.lastRejected', { reason: rejected.rejectReason ?? '' })}
        />
      ) : (
        <p className="owner-muted">{t('owner.certifyHint')}</p>
      )}
      <Form<CertifyValues>
        form={form}
        layout="vertical"
        size="large"
        name="owner-certify"
        className="owner-form"
        initialValues={initialValues}
        scrollToFirstError
        onValuesChange={(changed: Partial<CertifyValues>) => {
          if ('communityInfoCode' in changed)
            form.setFieldsValue({ buildingCode: undefined, houseCode: undefined });
          if ('buildingCode' in changed) form.setFieldsValue({ houseCode: undefined });
        }}
        onFinish={(values) => submit.mutate(values)}
      >
        <div className="owner-card">
          <Form.Item
            name="communityInfoCode"
            label={t('owner.community')}
            rules={[{ required: true, message: t('owner.communityRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('owner.communityPlaceholder')}
              options={communities}
              optionRender={(option) => (
                <span>
                  {option.data.label} <span className="owner-muted">{option.data.place}</span>
                </span>
              )}
            />
          </Form.Item>
          <Form.Item
            name="buildingCode"
            label={t('owner.building')}
            rules={[{ required: true, message: t('owner.buildingRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!communityInfoCode}
              loading={buildings.isFetching}
              options={(buildings.data ?? []).map((building) => ({
                value: building.buildingCode,
                label: building.buildingName,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="houseCode"
            label={t('owner.house')}
            rules={[{ required: true, message: t('owner.houseRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!buildingCode}
              loading={houses.isFetching}
              options={(houses.data ?? []).map((house) => ({
                value: house.houseCode,
                label: house.unitNo ? `${house.unitNo}-${house.houseNo}` : house.houseNo,
              }))}
            />
          </Form.Item>
          <Form.Item name="certificationType" label={t('owner.certificationType')}>
            <Segmented block options={enumLabel.options(CertificationType)} />
          </Form.Item>
        </div>

        <div className="owner-card">
          <Form.Item
            name="ownerName"
            label={t('owner.ownerName')}
            rules={[{ required: true, whitespace: true, message: t('owner.ownerNameRequired') }, { max: 50 }]}
          >
            <Input autoComplete="name" maxLength={50} />
          </Form.Item>
          <Form.Item name="cardType" label={t('owner.cardType')}>
            <Select options={enumLabel.options(IdCardType)} />
          </Form.Item>
          <Form.Item
            name="cardNo"
            label={t('owner.cardNo')}
            required
            validateTrigger="onBlur"
            dependencies={['cardType']}
            rules={[documentRule('cardType', tCommon('messages.idCardInvalid'))]}
          >
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          {/* Owner uploads are the owner's own files, not a community's: no communityInfoCode. */}
          <Form.Item
            name="proveFiles"
            label={t('owner.proveFiles')}
            extra={t('owner.proveFilesHint')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('owner.proveFilesRequired') },
              uploadFieldRule,
            ]}
          >
            <PhoneUpload uploadType="TX_VOTING" images tokenKey={STORAGE_KEYS.ownerToken} />
          </Form.Item>
        </div>

        <div className="owner-card">
          <Form.Item
            name="isAgent"
            label={t('owner.isAgent')}
            extra={t('owner.isAgentHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          {isAgent ? (
            <>
              <Form.Item
                name="agentName"
                label={t('owner.agentName')}
                rules={[
                  { required: true, whitespace: true, message: t('owner.agentNameRequired') },
                  { max: 50 },
                ]}
              >
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                name="agentMobile"
                label={t('owner.agentMobile')}
                validateTrigger="onBlur"
                rules={[
                  {
                    validator: (_rule, value: string | undefined) =>
                      isValidMobile((value ?? '').trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(tCommon('messages.mobileInvalid'))),
                  },
                ]}
              >
                <Input inputMode="numeric" maxLength={11} />
              </Form.Item>
              <Form.Item name="agentCardType" label={t('owner.agentCardType')}>
                <Select options={enumLabel.options(IdCardType)} />
              </Form.Item>
              <Form.Item
                name="agentCardNo"
                label={t('owner.agentCardNo')}
                required
                validateTrigger="onBlur"
                dependencies={['agentCardType']}
                rules={[documentRule('agentCardType', t('owner.agentCardNoInvalid'))]}
              >
                <Input maxLength={30} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="agentProveFiles"
                label={t('owner.agentProveFiles')}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('owner.agentProveFilesRequired') },
                  uploadFieldRule,
                ]}
              >
                <PhoneUpload uploadType="TX_VOTING" images tokenKey={STORAGE_KEYS.ownerToken} />
              </Form.Item>
            </>
          ) : null}
        </div>

        <p className="owner-muted">{tCommon('messages.legalWarning')}</p>
        <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
          {t('owner.submit')}
        </Button>
      </Form>
    </div>
  );
}
