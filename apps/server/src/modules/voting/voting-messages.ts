import { VOTING_PERIOD_MESSAGES } from '@gongzhi/domain/voting/voting-fields';

// Messages of the voting area (issue 5); the shared ones live in MESSAGES of packages/domain.
export const VOTING_MESSAGES = {
  votingNotFound: '表决不存在或您无权访问',
  /** {0} state name, {1} action name. */
  wrongState: '表决当前为“{0}”状态，不能{1}',
  // The period's own messages are the domain's (VOTING_PERIOD_MESSAGES); the delay's end is checked here.
  endInPast: VOTING_PERIOD_MESSAGES.endInPast,
  delayNotLater: '延期后的结束时间须晚于原结束时间',
  issueTypeUnknown: '议题类型不存在',
  /** {0} issue title. */
  belowLegalFloor: '议题“{0}”的表决规则低于《民法典》第二百七十八条的法定标准，不能发布',
  attachmentInvalid: '表决材料不存在或未上传完成',
  scopeEmpty: '请选择表决范围',
  buildingNotFound: '所选楼栋不存在或不属于本小区',
  houseNotFound: '所选房屋不存在或不属于本小区',
  scopeHasNoHouses: '表决范围内没有房屋',
  notInScope: '您在本次表决范围内没有房屋',
  notCertified: '请先完成业主认证后再投票',
  notOpen: '表决未在进行中，不能投票',
  alreadyVoted: '您已投票，每位业主每次表决只能投票一次',
  coOwnerVoted: '共有人已代表该房屋投票，您的投票不再计入',
  choicesMismatch: '请对每个议题作出选择（可留空表示空白票）',
  followMajorityNotOffered: '本次表决未提供“从众”选项',
  developerCannotVoteOnline: '开发商房屋不能在线投票',
  whiteListUserNotFound: '该手机号尚未注册',
  whiteListEntryNotFound: '白名单中没有该用户',
  buildingNotInScope: '该楼栋不在表决范围内',
  abandonedOnline: '您已选择放弃线上投票，请提交纸质表决票',
  replacedByOnline: '在线投票优先，替代纸质表决票',
  paperClosed: '当前不在纸质表决录入时间内',
  paperOnlineVoted: '该业主已在线投票，纸质表决票不予计入',
  paperAlreadyCounted: '该业主的纸质表决票已计入，不能重复录入',
  paperSameStaff: '须由另一位工作人员复核录入',
  paperMismatch: '两次录入结果不一致，请核对纸质表决票后重新录入',
  paperMismatchReason: '双人录入不一致',
  paperEntryNotFound: '纸质表决票录入记录不存在',
  paperEntryNotPending: '只能作废待复核的录入',
  houseNotInVoting: '该房屋不在本次表决范围内',
  rollNotFrozen: '表决尚未开始，名册未冻结',
  paperPeriodInvalid: '纸质表决结束时间须晚于开始时间和表决开始时间',
  abandonAfterVote: '您已在线投票，不能放弃线上投票',
  deliveryClosed: '表决当前状态不能登记送达',
  publishPending: '尚有 {0} 张纸质表决票待复核，请先完成复核',
  publicityEndRequired: '请填写公示截止时间，且须晚于当前时间',
  resultFileRequired: '请上传结果文件',
  resultNotPublic: '表决不存在或结果未公示',
  aggregateMembersOnly:
    '该表决的存证数据记录了业主身份，仅向本小区业主和工作人员公开：请登录后在表决结果页面查看和核验',
  /** {0} state name: an owner's result page or the publicity notice before (or without) an announcement. */
  resultNotAnnounced: '表决当前为“{0}”状态，没有公示的结果',
  /** {0} vote title. */
  resultNoticeTitle: '{0}结果公示',
} as const;
