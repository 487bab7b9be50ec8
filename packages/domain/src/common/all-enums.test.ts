import { describe, expect, it } from 'vitest';
import { AdminOwnerType, GovAuthState, GovLevel, QrLoginState } from '../account/account-enums';
import { OperatePermission } from '../account/permissions';
import { RoleType } from '../account/roles';
import { ArchiveCategory } from '../archive/archive-enums';
import {
  IdCardType,
  OwnerCertificationReviewState,
  OwnerCertificationStatus,
  OwnerHouseInfoState,
} from '../certification/certification-enums';
import { CommunityCertification, CommunityOrganizationState } from '../community/community-enums';
import { ComplaintState, ComplaintType } from '../complaint/complaint-enums';
import { DownloadJobState, DownloadType } from '../download/download-enums';
import { PaymentOrderState, RenewalType } from '../estate/estate-enums';
import { UploadItemStatus, UploadType } from '../file/upload-enums';
import { FinanceAccountType, ReportPeriod } from '../finance/finance-enums';
import { GovInformationType } from '../gov-information/gov-information-enums';
import { MeetingAction, MeetingDisplayState } from '../meeting/meeting-enums';
import { NoticeType } from '../notice/notice-enums';
import { ProposalDisplayState, ProposalType } from '../proposal/proposal-enums';
import { QuestionnaireDisplayState, QuestionType } from '../questionnaire/questionnaire-enums';
import { QuestionnaireAction } from '../questionnaire/questionnaire-status';
import { BuildingAttribute } from '../roster/roster-enums';
import { ComparisonOperator } from '../voting/comparison-operator';
import { ResultPublicityMode, VotingState } from '../voting/voting-enums';
import { VotingAction } from '../voting/voting-lifecycle';
import { TimeStatus } from './time-status';
import { YesNo } from './yes-no';

type AnyEnum = { values: readonly string[]; labels: Record<string, string> };

const ENUMS: [string, AnyEnum][] = Object.entries({
  AdminOwnerType,
  GovAuthState,
  GovLevel,
  QrLoginState,
  OperatePermission,
  RoleType,
  ArchiveCategory,
  IdCardType,
  OwnerCertificationReviewState,
  OwnerCertificationStatus,
  OwnerHouseInfoState,
  CommunityCertification,
  CommunityOrganizationState,
  ComplaintState,
  ComplaintType,
  DownloadJobState,
  DownloadType,
  PaymentOrderState,
  RenewalType,
  UploadItemStatus,
  UploadType,
  FinanceAccountType,
  ReportPeriod,
  GovInformationType,
  MeetingAction,
  MeetingDisplayState,
  NoticeType,
  ProposalDisplayState,
  ProposalType,
  QuestionnaireDisplayState,
  QuestionType,
  QuestionnaireAction,
  BuildingAttribute,
  ComparisonOperator,
  ResultPublicityMode,
  VotingState,
  VotingAction,
  TimeStatus,
  YesNo,
});

describe.each(ENUMS)('%s', (_name, enumeration) => {
  it('has unique English UPPER_SNAKE values', () => {
    expect(new Set(enumeration.values).size).toBe(enumeration.values.length);
    for (const value of enumeration.values) {
      expect(value).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('labels every value in Chinese', () => {
    for (const value of enumeration.values) {
      expect(enumeration.labels[value]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('values the spec fixes', () => {
  it.each([
    [
      VotingState,
      [
        'DRAFT',
        'HAS_NOT_STARTED',
        'PROCESSING',
        'VOTING_HAS_ENDED',
        'ANNOUNCEMENT',
        'FINISH',
        'FINISH_NO_ANNOUNCEMENT',
        'ABANDONED',
        'TERMINATE',
      ],
    ],
    [OwnerCertificationReviewState, ['REVIEWING', 'APPROVE', 'REJECTED']],
    [OwnerCertificationStatus, ['NO', 'YES', 'REVIEWING', 'REJECTED']],
    [OwnerHouseInfoState, ['TO_BE_CONFIRMED', 'INCORRECT_INFO', 'CORRECT_INFO']],
    [TimeStatus, ['HAS_NOT_STARTED', 'PROCESSING', 'FINISH']],
    [ComplaintState, ['HANDLING', 'HANDLED']],
    [DownloadJobState, ['TO_BE_GENERATED', 'GENERATING', 'SUCCESS_GENERATED', 'FAIL_GENERATED']],
    [PaymentOrderState, ['PENDING_PAY', 'COMPLETED', 'CANCELLED', 'REVIEWING', 'REVIEW_FAIL']],
    [ReportPeriod, ['A', 'B', 'C', 'D', 'U', 'L', 'ALL']],
    [
      UploadType,
      ['TX_VOTING', 'TX_KXCZ', 'TX_USER_AVATAR', 'TX_OFFLINE_VOTE', 'TX_GOV_INFORMATION', 'TX_NO_WATER_TAG'],
    ],
    [CommunityCertification, ['YES', 'NO']],
  ] as const)('%#', (enumeration, values) => {
    expect(enumeration.values).toEqual(values);
  });

  it.each([
    [VotingState.label('ABANDONED'), '已撤回'],
    [VotingState.label('TERMINATE'), '已终止'],
    [ComplaintState.label('HANDLING'), '待处理'],
    [ComplaintState.label('HANDLED'), '已处理'],
    [IdCardType.label('RESIDENT_ID_CARD'), '居民身份证'],
    [ComparisonOperator.label('GREATER_THAN'), '大于'],
    [ComparisonOperator.label('LESS_THAN'), '小于'],
    [ComparisonOperator.label('GREATER_THAN_OR_EQUAL'), '大于等于'],
    [ComparisonOperator.label('LESS_THAN_OR_EQUAL'), '小于等于'],
  ] as const)('label %s is %s', (label, expected) => {
    expect(label).toBe(expected);
  });

  it.each([
    [IdCardType, 6],
    [CommunityOrganizationState, 6],
    [FinanceAccountType, 4],
    [NoticeType, 5],
    [GovInformationType, 4],
    [ComplaintType, 5],
    [QuestionType, 4],
    [ArchiveCategory, 5],
    [ProposalType, 10],
    [ResultPublicityMode, 2],
    [DownloadType, 2],
    [RenewalType, 2],
    [BuildingAttribute, 2],
  ] as const)('enumeration %# has %i values as SPEC §9 lists', (enumeration, count) => {
    expect(enumeration.values).toHaveLength(count);
  });
});
