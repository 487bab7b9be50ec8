import { CertificationType, IdCardType } from '@gongzhi/domain/certification/certification-enums';
import { ERROR_CODES } from '@gongzhi/domain/common/error-codes';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import {
  type AreaNode,
  type MyCertification,
  submitCertification,
} from '../../features/certification/certification-api';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import { useNavigate } from '../nav';
import { useOwnerEnumLabel } from '../owner-enum-label';
import { OwnerButton, showToast } from '../owner-ui';
import { OwnerFormItem } from '../ui/form-item';
import { OwnerImageUpload } from '../ui/image-upload';
import { OwnerResult } from '../ui/result';
import { OwnerSelect } from '../ui/select';
import { OwnerSwitch } from '../ui/switch';
import {
  type CertifyErrors,
  type CertifyField,
  type CertifyMessages,
  type CertifyValues,
  CHECKED_FIELDS,
  communityOptions,
  fieldError,
  initialValues,
  submitInput,
} from './certify-values';
import { useCertifyOptions } from './use-certify-options';
import './certify.css';

const ID_PREFIX = 'owner-certify_';

/** A labelled row; `ant-form-item` is the hook the journeys (unchanged since the page was antd's) find a field's error by. */
function Field(props: {
  name: CertifyField;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const id = `${ID_PREFIX}${props.name}`;
  return (
    <div className="ant-form-item">
      <OwnerFormItem
        label={props.label}
        htmlFor={id}
        required={props.required}
        error={props.error}
        errorId={`${id}-error`}
      >
        {props.children}
      </OwnerFormItem>
    </div>
  );
}

/** The certification form: checks each field as the server does, shows the server's refusals at their field. */
export function CertifyForm({
  areas,
  rejected,
}: {
  areas: AreaNode[];
  rejected: MyCertification | undefined;
}) {
  const { t } = useTranslation('certification');
  const { t: tCommon } = useTranslation();
  const enumLabel = useOwnerEnumLabel();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(rejected));
  const [errors, setErrors] = useState<CertifyErrors>({});
  const top = useRef<HTMLDivElement>(null);
  const communities = useMemo(() => communityOptions(areas), [areas]);
  const { buildings, houses } = useCertifyOptions(values.communityInfoCode, values.buildingCode);

  const messages: CertifyMessages = {
    communityRequired: t('owner.communityRequired'),
    buildingRequired: t('owner.buildingRequired'),
    houseRequired: t('owner.houseRequired'),
    ownerNameRequired: t('owner.ownerNameRequired'),
    idCardInvalid: tCommon('messages.idCardInvalid'),
    proveFilesRequired: t('owner.proveFilesRequired'),
    agentNameRequired: t('owner.agentNameRequired'),
    mobileInvalid: tCommon('messages.mobileInvalid'),
    agentCardNoInvalid: t('owner.agentCardNoInvalid'),
    agentProveFilesRequired: t('owner.agentProveFilesRequired'),
  };
  const check = (field: CertifyField, next: CertifyValues = values) =>
    setErrors((shown) => ({ ...shown, [field]: fieldError(field, next, messages) }));
  /** Changes fields; a field showing an error is checked again (as antd's onChange trigger did). */
  const change = (patch: Partial<CertifyValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    for (const field of Object.keys(patch) as CertifyField[]) if (errors[field]) check(field, next);
  };
  const showError = (field: CertifyField) => {
    const element = document.getElementById(`${ID_PREFIX}${field}`);
    // Optional: jsdom (the unit tests) has no scrolling.
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  };

  const submit = useMutation({
    mutationFn: (input: CertifyValues) => submitCertification(submitInput(input)),
    onSuccess: () => void client.invalidateQueries({ queryKey: OWNER_QUERY_KEY }),
    onError: (error) => {
      const text = failureMessage(error);
      // The ID is refused (malformed, or bound to another user: the catalogue's 534, which the
      // request helper hands over as the code although the answer is HTTP 409): say so at the ID field.
      if (
        isRequestFailure(error) &&
        (error.code === ERROR_CODES.idCardBound || text === MESSAGES.idCardInvalid)
      ) {
        setErrors((shown) => ({ ...shown, cardNo: text }));
        showError('cardNo');
      } else {
        showToast(text, 'error');
      }
    },
  });

  useEffect(() => {
    if (submit.isSuccess) top.current?.scrollIntoView?.();
  }, [submit.isSuccess]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: CertifyErrors = {};
    for (const field of CHECKED_FIELDS) found[field] = fieldError(field, values, messages);
    setErrors(found);
    const first = CHECKED_FIELDS.find((field) => found[field]);
    if (first) showError(first);
    else submit.mutate(values);
  };

  if (submit.isSuccess) {
    return (
      <div ref={top}>
        <OwnerResult
          status="success"
          title={t('owner.submittedTitle')}
          subTitle={tCommon('messages.submitSuccess')}
          extra={
            <OwnerButton kind="primary" block onClick={() => void navigate('/owner')}>
              {t('owner.backHome')}
            </OwnerButton>
          }
        />
      </div>
    );
  }

  const idTypes = IdCardType.values.map((value) => ({
    value,
    label: enumLabel('IdCardType', IdCardType, value),
  }));
  const idOf = (field: CertifyField) => `${ID_PREFIX}${field}`;
  const described = (field: CertifyField) => (errors[field] ? `${idOf(field)}-error` : undefined);

  return (
    <div ref={top} className="owner-certify">
      <h1 className="owner-title">{t('owner.certifyTitle')}</h1>
      {rejected ? (
        <p className="owner-certify__rejected" role="alert">
          {t('owner.lastRejected', { reason: rejected.rejectReason ?? '' })}
        </p>
      ) : (
        <p className="owner-muted">{t('owner.certifyHint')}</p>
      )}
      <form name="owner-certify" className="owner-form" noValidate onSubmit={onSubmit}>
        <div className="owner-card">
          <Field
            name="communityInfoCode"
            label={t('owner.community')}
            required
            error={errors.communityInfoCode}
          >
            <OwnerSelect
              id={idOf('communityInfoCode')}
              value={values.communityInfoCode || undefined}
              placeholder={t('owner.communityPlaceholder')}
              options={communities}
              required
              invalid={Boolean(errors.communityInfoCode)}
              describedBy={described('communityInfoCode')}
              onChange={(communityInfoCode) => change({ communityInfoCode, buildingCode: '', houseCode: '' })}
            />
          </Field>
          <Field name="buildingCode" label={t('owner.building')} required error={errors.buildingCode}>
            <OwnerSelect
              id={idOf('buildingCode')}
              value={values.buildingCode || undefined}
              options={buildings}
              required
              invalid={Boolean(errors.buildingCode)}
              describedBy={described('buildingCode')}
              onChange={(buildingCode) => change({ buildingCode, houseCode: '' })}
            />
          </Field>
          <Field name="houseCode" label={t('owner.house')} required error={errors.houseCode}>
            <OwnerSelect
              id={idOf('houseCode')}
              value={values.houseCode || undefined}
              options={houses}
              required
              invalid={Boolean(errors.houseCode)}
              describedBy={described('houseCode')}
              onChange={(houseCode) => change({ houseCode })}
            />
          </Field>
          <Field name="certificationType" label={t('owner.certificationType')}>
            <OwnerSelect
              id={idOf('certificationType')}
              value={values.certificationType}
              options={CertificationType.values.map((value) => ({
                value,
                label: enumLabel('CertificationType', CertificationType, value),
              }))}
              onChange={(certificationType) => change({ certificationType })}
            />
          </Field>
        </div>

        <div className="owner-card">
          <Field name="ownerName" label={t('owner.ownerName')} required error={errors.ownerName}>
            <input
              className="ofi__input"
              id={idOf('ownerName')}
              value={values.ownerName}
              autoComplete="name"
              maxLength={50}
              aria-required
              aria-invalid={errors.ownerName ? true : undefined}
              aria-describedby={described('ownerName')}
              onChange={(event) => change({ ownerName: event.target.value })}
            />
          </Field>
          <Field name="cardType" label={t('owner.cardType')}>
            <OwnerSelect
              id={idOf('cardType')}
              value={values.cardType}
              options={idTypes}
              onChange={(cardType) => change({ cardType })}
            />
          </Field>
          <Field name="cardNo" label={t('owner.cardNo')} required error={errors.cardNo}>
            <input
              className="ofi__input"
              id={idOf('cardNo')}
              value={values.cardNo}
              maxLength={30}
              autoComplete="off"
              aria-required
              aria-invalid={errors.cardNo ? true : undefined}
              aria-describedby={described('cardNo')}
              onChange={(event) => setValues({ ...values, cardNo: event.target.value })}
              onBlur={() => check('cardNo')}
            />
          </Field>
          {/* Owner uploads are the owner's own files, not a community's: no communityInfoCode. */}
          <Field name="proveFiles" label={t('owner.proveFiles')} required error={errors.proveFiles}>
            <p className="owner-certify__hint">{t('owner.proveFilesHint')}</p>
            <OwnerImageUpload
              id={idOf('proveFiles')}
              uploadType="TX_VOTING"
              tokenKey={STORAGE_KEYS.ownerToken}
              value={values.proveFiles}
              onChange={(proveFiles) => change({ proveFiles })}
            />
          </Field>
        </div>

        <div className="owner-card">
          <OwnerSwitch
            label={t('owner.isAgent')}
            hint={t('owner.isAgentHint')}
            checked={values.isAgent}
            onChange={(isAgent) => change({ isAgent })}
          />
          {values.isAgent ? (
            <div className="owner-certify__agent">
              <Field name="agentName" label={t('owner.agentName')} required error={errors.agentName}>
                <input
                  className="ofi__input"
                  id={idOf('agentName')}
                  value={values.agentName}
                  maxLength={50}
                  aria-required
                  aria-invalid={errors.agentName ? true : undefined}
                  aria-describedby={described('agentName')}
                  onChange={(event) => change({ agentName: event.target.value })}
                />
              </Field>
              <Field name="agentMobile" label={t('owner.agentMobile')} required error={errors.agentMobile}>
                <input
                  className="ofi__input"
                  id={idOf('agentMobile')}
                  value={values.agentMobile}
                  inputMode="numeric"
                  maxLength={11}
                  aria-required
                  aria-invalid={errors.agentMobile ? true : undefined}
                  aria-describedby={described('agentMobile')}
                  onChange={(event) => setValues({ ...values, agentMobile: event.target.value })}
                  onBlur={() => check('agentMobile')}
                />
              </Field>
              <Field name="agentCardType" label={t('owner.agentCardType')}>
                <OwnerSelect
                  id={idOf('agentCardType')}
                  value={values.agentCardType}
                  options={idTypes}
                  onChange={(agentCardType) => change({ agentCardType })}
                />
              </Field>
              <Field name="agentCardNo" label={t('owner.agentCardNo')} required error={errors.agentCardNo}>
                <input
                  className="ofi__input"
                  id={idOf('agentCardNo')}
                  value={values.agentCardNo}
                  maxLength={30}
                  autoComplete="off"
                  aria-required
                  aria-invalid={errors.agentCardNo ? true : undefined}
                  aria-describedby={described('agentCardNo')}
                  onChange={(event) => setValues({ ...values, agentCardNo: event.target.value })}
                  onBlur={() => check('agentCardNo')}
                />
              </Field>
              <Field
                name="agentProveFiles"
                label={t('owner.agentProveFiles')}
                required
                error={errors.agentProveFiles}
              >
                <OwnerImageUpload
                  id={idOf('agentProveFiles')}
                  uploadType="TX_VOTING"
                  tokenKey={STORAGE_KEYS.ownerToken}
                  value={values.agentProveFiles}
                  onChange={(agentProveFiles) => change({ agentProveFiles })}
                />
              </Field>
            </div>
          ) : null}
        </div>

        <p className="owner-muted">{tCommon('messages.legalWarning')}</p>
        <OwnerButton kind="primary" type="submit" block loading={submit.isPending}>
          {t('owner.submit')}
        </OwnerButton>
      </form>
    </div>
  );
}
