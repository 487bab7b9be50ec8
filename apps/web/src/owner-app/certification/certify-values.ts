import { isValidMobile } from '@gongzhi/domain/account/login-rules';
import type { CertificationType, IdCardType } from '@gongzhi/domain/certification/certification-enums';
import { isValidDocumentNumber } from '@gongzhi/domain/certification/certification-rules';
import type {
  AreaNode,
  CertificationSubmit,
  MyCertification,
} from '../../features/certification/certification-api';
import { localizeMessage } from '../../lib/domain-message';
import type { Attachment } from '../../ui/upload/upload-api';
import { uploadValueState } from '../../ui/upload/upload-field-rule';

/** What the certification form holds (the submit call's input before trimming). */
export type CertifyValues = {
  communityInfoCode: string;
  buildingCode: string;
  houseCode: string;
  certificationType: CertificationType;
  ownerName: string;
  cardType: IdCardType;
  cardNo: string;
  proveFiles: Attachment[];
  isAgent: boolean;
  agentName: string;
  agentMobile: string;
  agentCardType: IdCardType;
  agentCardNo: string;
  agentProveFiles: Attachment[];
};

export type CertifyField = keyof CertifyValues;
export type CertifyErrors = Partial<Record<CertifyField, string>>;

export type CommunityOption = { value: string; label: string; place: string };

/** The community leaves of the area tree, each with the places above it. */
export function communityOptions(nodes: readonly AreaNode[], path: string[] = []): CommunityOption[] {
  return nodes.flatMap((node) =>
    node.level === 'COMMUNITY'
      ? [{ value: node.code, label: node.name, place: path.slice(-2).join(' ') }]
      : communityOptions(node.children, [...path, node.name]),
  );
}

/** The form's first values: empty, or a rejected application's to correct. */
export function initialValues(rejected: MyCertification | undefined): CertifyValues {
  return {
    communityInfoCode: rejected?.communityInfoCode ?? '',
    buildingCode: rejected?.house.buildingCode ?? '',
    houseCode: rejected?.house.houseCode ?? '',
    certificationType: rejected?.certificationType ?? 'OWNER',
    ownerName: rejected?.ownerName ?? '',
    cardType: rejected?.cardType ?? 'RESIDENT_ID_CARD',
    cardNo: '',
    proveFiles: [],
    isAgent: rejected?.isAgent === 'YES',
    agentName: rejected?.agentName ?? '',
    agentMobile: '',
    agentCardType: rejected?.agentCardType ?? 'RESIDENT_ID_CARD',
    agentCardNo: '',
    agentProveFiles: [],
  };
}

/** The messages a field's check may give, in the UI's language (the caller's `t`). */
export type CertifyMessages = Record<
  | 'communityRequired'
  | 'buildingRequired'
  | 'houseRequired'
  | 'ownerNameRequired'
  | 'idCardInvalid'
  | 'proveFilesRequired'
  | 'agentNameRequired'
  | 'mobileInvalid'
  | 'agentCardNoInvalid'
  | 'agentProveFilesRequired',
  string
>;

function photosError(files: readonly Attachment[], required: string): string | undefined {
  if (files.length === 0) return required;
  const state = uploadValueState(files);
  return state.valid ? undefined : localizeMessage(state.message);
}

/** The error of one field (undefined when it is fine), the same rules as the server's schema. */
export function fieldError(
  field: CertifyField,
  values: CertifyValues,
  m: CertifyMessages,
): string | undefined {
  const text = (value: string) => value.trim();
  switch (field) {
    case 'communityInfoCode':
      return values.communityInfoCode ? undefined : m.communityRequired;
    case 'buildingCode':
      return values.buildingCode ? undefined : m.buildingRequired;
    case 'houseCode':
      return values.houseCode ? undefined : m.houseRequired;
    case 'ownerName':
      // The input stops at 50 characters (the server's limit).
      return text(values.ownerName) ? undefined : m.ownerNameRequired;
    case 'cardNo':
      return isValidDocumentNumber(values.cardType, text(values.cardNo)) ? undefined : m.idCardInvalid;
    case 'proveFiles':
      return photosError(values.proveFiles, m.proveFilesRequired);
    case 'agentName':
      return !values.isAgent || text(values.agentName) ? undefined : m.agentNameRequired;
    case 'agentMobile':
      return !values.isAgent || isValidMobile(text(values.agentMobile)) ? undefined : m.mobileInvalid;
    case 'agentCardNo':
      return !values.isAgent || isValidDocumentNumber(values.agentCardType, text(values.agentCardNo))
        ? undefined
        : m.agentCardNoInvalid;
    case 'agentProveFiles':
      return values.isAgent ? photosError(values.agentProveFiles, m.agentProveFilesRequired) : undefined;
    default:
      return undefined;
  }
}

/** The fields checked on submit, in the order they show (the first refused one is scrolled to). */
export const CHECKED_FIELDS: readonly CertifyField[] = [
  'communityInfoCode',
  'buildingCode',
  'houseCode',
  'ownerName',
  'cardNo',
  'proveFiles',
  'agentName',
  'agentMobile',
  'agentCardNo',
  'agentProveFiles',
];

/** The submit call's input: trimmed texts, attachment ids, agent data only when an agent applies. */
export function submitInput(values: CertifyValues): CertificationSubmit {
  return {
    communityInfoCode: values.communityInfoCode,
    houseCode: values.houseCode,
    certificationType: values.certificationType,
    ownerName: values.ownerName.trim(),
    cardType: values.cardType,
    cardNo: values.cardNo.trim(),
    proveFileIds: values.proveFiles.map((file) => file.attachmentId),
    isAgent: values.isAgent ? 'YES' : 'NO',
    ...(values.isAgent
      ? {
          agentName: values.agentName.trim(),
          agentMobile: values.agentMobile.trim(),
          agentCardType: values.agentCardType,
          agentCardNo: values.agentCardNo.trim(),
          agentProveFileIds: values.agentProveFiles.map((file) => file.attachmentId),
        }
      : {}),
  };
}
