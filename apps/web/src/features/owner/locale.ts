import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the owner H5 frame, home and profile (namespace `owner`). */
export const ownerZhCN = {
  loginTitle: '业主登录',
  loginHint: '登录后可查看您的房屋并完成业主认证',
  nav: {
    home: '首页',
    votes: '表决',
    proposals: '提案',
    certify: '认证',
    profile: '我的',
  },
  home: {
    title: '我的房屋',
    greeting: '您好，{{name}}',
    noHouses: '您还没有已绑定的房屋，完成业主认证后即可参与小区议事',
    certifyNow: '去认证',
    certifyAnother: '认证其他房屋',
    applications: '我的认证申请',
    resubmit: '修改后重新提交',
    reason: '驳回原因：{{reason}}',
    submittedAt: '提交于 {{time}}',
  },
  gate: {
    title: '尚未完成业主认证',
    reviewingTitle: '业主认证审核中',
    reviewingReason: '您的认证申请正在审核中，审核通过后即可使用。',
  },
  shortcuts: {
    title: '社区服务',
    complaints: '投诉建议',
    govInformation: '政府信息',
    govActivities: '社区活动',
    votes: '表决与公示',
  },
  houseState: {
    certified: '已认证',
    toConfirm: '待确认',
    incorrect: '信息有误',
  },
  profile: {
    title: '我的',
    realName: '实名信息',
    name: '姓名',
    mobile: '手机号',
    idNumber: '证件号码',
    notRealNamed: '未实名',
    certificationStatus: '业主认证',
    logout: '退出登录',
    logoutConfirm: '确定退出登录吗？',
    cancel: '取消',
  },
  loadFailed: '加载失败',
  retry: '重试',
};

type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };

export const ownerEnUS: Texts<typeof ownerZhCN> = {
  loginTitle: 'Owner login',
  loginHint: 'Log in to see your houses and certify as an owner',
  nav: {
    home: 'Home',
    votes: 'Votes',
    proposals: 'Proposals',
    certify: 'Certify',
    profile: 'Me',
  },
  home: {
    title: 'My houses',
    greeting: 'Hello, {{name}}',
    noHouses: 'No house is bound to you yet; certify as an owner to take part in community decisions',
    certifyNow: 'Certify',
    certifyAnother: 'Certify another house',
    applications: 'My applications',
    resubmit: 'Correct and resubmit',
    reason: 'Reason for rejection: {{reason}}',
    submittedAt: 'Submitted {{time}}',
  },
  gate: {
    title: 'Owner certification not completed',
    reviewingTitle: 'Owner certification under review',
    reviewingReason: 'Your application is under review; you can use this once it is approved.',
  },
  shortcuts: {
    title: 'Community services',
    complaints: 'Complaints',
    govInformation: 'Government info',
    govActivities: 'Activities',
    votes: 'Votes & results',
  },
  houseState: {
    certified: 'Certified',
    toConfirm: 'To be confirmed',
    incorrect: 'Incorrect info',
  },
  profile: {
    title: 'Me',
    realName: 'Real-name info',
    name: 'Name',
    mobile: 'Mobile',
    idNumber: 'ID number',
    notRealNamed: 'Not verified',
    certificationStatus: 'Owner certification',
    logout: 'Log out',
    logoutConfirm: 'Log out?',
    cancel: 'Cancel',
  },
  loadFailed: 'Loading failed',
  retry: 'Retry',
};

registerAreaLocale('owner', { zhCN: ownerZhCN, enUS: ownerEnUS });
