import { AdminOwnerType, GovAuthState, GovLevel, QrLoginState } from '@gongzhi/domain/account/account-enums';
import { OperatePermission } from '@gongzhi/domain/account/permissions';
import { PlatformRole } from '@gongzhi/domain/account/platform-operator';
import { RoleType } from '@gongzhi/domain/account/roles';
import { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
  OwnerCertificationStatus,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
  OwnerHouseSource,
} from '@gongzhi/domain/certification/certification-enums';
import { TimeStatus } from '@gongzhi/domain/common/time-status';
import { YesNo } from '@gongzhi/domain/common/yes-no';
import {
  CommunityCertification,
  CommunityOrganizationState,
} from '@gongzhi/domain/community/community-enums';
import {
  CommunityOrganisationType,
  CommunityRegistrationKind,
  CommunityRegistrationState,
  CommunityReviewDecision,
  OrgChangeType,
} from '@gongzhi/domain/community/community-registration';
import { ComplaintState, ComplaintType } from '@gongzhi/domain/complaint/complaint-enums';
import { DownloadJobState, DownloadType } from '@gongzhi/domain/download/download-enums';
import { PaymentOrderState, RenewalType } from '@gongzhi/domain/estate/estate-enums';
import { WorkOrderAction, WorkOrderState, WorkOrderType } from '@gongzhi/domain/estate/work-order';
import { UploadItemStatus, UploadType } from '@gongzhi/domain/file/upload-enums';
import { FinanceAccountType, ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import { GovActivityState, GovSignUpState } from '@gongzhi/domain/gov-activity/gov-activity-api';
import { GovInformationType } from '@gongzhi/domain/gov-information/gov-information-enums';
import { GovJoinDecision, GovJoinRecordState } from '@gongzhi/domain/gov-organize/gov-join-review';
import { GovCertificationReviewState } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { MeetingAction, MeetingDisplayState } from '@gongzhi/domain/meeting/meeting-enums';
import { NoticeType } from '@gongzhi/domain/notice/notice-enums';
import { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import { QuestionnaireDisplayState, QuestionType } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { QuestionnaireAction } from '@gongzhi/domain/questionnaire/questionnaire-status';
import { QuickVoteChoice, QuickVoteParticipant } from '@gongzhi/domain/quick-vote/quick-vote-api';
import { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { AdvanceServiceType } from '@gongzhi/domain/site/advance-service';
import { CustomerClueSource, CustomerIdentity } from '@gongzhi/domain/site/customer-clue';
import { CorrectionKind } from '@gongzhi/domain/voting/after-end';
import { ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import { VisitMark } from '@gongzhi/domain/voting/door-to-door';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { RuleBasis } from '@gongzhi/domain/voting/local-rule';
import { ObjectionDecision, ObjectionState, ResultStatus } from '@gongzhi/domain/voting/objection';
import { ProxySource } from '@gongzhi/domain/voting/proxy';
import { RosterChangeKind } from '@gongzhi/domain/voting/roster-changes';
import { ResultPublicityMode, VotingState } from '@gongzhi/domain/voting/voting-enums';
import { VotingAction } from '@gongzhi/domain/voting/voting-lifecycle';
import { DeliveryMethod, InvalidBallotKind, PaperEntryState } from '@gongzhi/domain/voting/voting-paper-api';
import {
  ScanBatchState,
  ScanDecision,
  ScanDoubtReason,
  ScanFlag,
  ScanPageFilter,
  ScanPageState,
  ScanPageStatus,
  ScanReading,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import { NonResponsePolicy, VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { Gender } from '@gongzhi/domain/workgroup/workgroup-api';

/** Every labelled enumeration of packages/domain, by export name: the keys of the `enums` namespace. */
export const DOMAIN_ENUMS = {
  AdminOwnerType,
  AdvanceServiceType,
  ArchiveCategory,
  BuildingAttribute,
  CertificationType,
  CommunityCertification,
  CorrectionKind,
  CommunityOrganisationType,
  CommunityOrganizationState,
  CommunityRegistrationKind,
  CommunityRegistrationState,
  CommunityReviewDecision,
  ComparisonOperator,
  ComplaintState,
  ComplaintType,
  CustomerClueSource,
  CustomerIdentity,
  DeliveryMethod,
  DownloadJobState,
  DownloadType,
  FinanceAccountType,
  Gender,
  GovActivityState,
  GovAuthState,
  GovCertificationReviewState,
  GovInformationType,
  GovJoinDecision,
  GovJoinRecordState,
  GovLevel,
  GovSignUpState,
  IdCardType,
  InvalidBallotKind,
  IssueType,
  MeetingAction,
  MeetingDisplayState,
  NonResponsePolicy,
  NoticeType,
  OperatePermission,
  OrgChangeType,
  OwnerCertificationReviewState,
  OwnerCertificationStatus,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
  OwnerHouseSource,
  PaperEntryState,
  PaymentOrderState,
  PlatformRole,
  ProposalDisplayState,
  ProxySource,
  ProposalType,
  QrLoginState,
  QuestionType,
  QuestionnaireAction,
  QuestionnaireDisplayState,
  QuickVoteChoice,
  QuickVoteParticipant,
  RenewalType,
  ReportPeriod,
  ResultPublicityMode,
  RosterChangeKind,
  RuleBasis,
  ResultStatus,
  ObjectionState,
  ObjectionDecision,
  RoleType,
  ScanBatchState,
  ScanDecision,
  ScanDoubtReason,
  ScanFlag,
  ScanPageFilter,
  ScanPageState,
  ScanPageStatus,
  ScanReading,
  TimeStatus,
  UploadItemStatus,
  UploadType,
  VisitMark,
  VoteChoice,
  VotingAction,
  VotingState,
  WorkOrderAction,
  WorkOrderState,
  WorkOrderType,
  YesNo,
};
