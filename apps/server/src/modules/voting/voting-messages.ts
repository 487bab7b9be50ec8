// Messages of the voting area (issue 5); the shared ones live in MESSAGES of packages/domain.
export const VOTING_MESSAGES = {
  votingNotFound: '表决不存在或您无权访问',
  /** {0} state name, {1} action name. */
  wrongState: '表决当前为“{0}”状态，不能{1}',
  datesRequired: '请填写表决开始和结束时间',
  endBeforeStart: '结束时间须晚于开始时间',
  endInPast: '结束时间须晚于当前时间',
  delayNotLater: '延期后的结束时间须晚于原结束时间',
  pdDatesInvalid: '纸质表决结束时间须晚于开始时间',
  issueTypeUnknown: '议题类型不存在',
  /** {0} issue title. */
  belowLegalFloor: '议题“{0}”的表决规则低于《民法典》第二百七十八条的法定标准，不能发布',
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
} as const;
