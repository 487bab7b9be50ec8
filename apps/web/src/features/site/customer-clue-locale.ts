import { registerAreaLocale } from '../../locales/i18n';

/**
 * Texts of the operators' leads page (namespace `siteClue`). Kept apart from `site` so the public
 * site's bundle does not carry workbench texts.
 */
export const siteClueZhCN = {
  title: '客户线索',
  lead: '官网“联系我们”表单提交的咨询，按提交时间从新到旧排列。请在1个工作日内联系对方。',
  searchPlaceholder: '搜索姓名、手机号、小区或城市',
  total: '共 {{count}} 条线索',
  notOperator: '该功能仅限平台运营人员使用',
  loadFailed: '线索加载失败：{{message}}',
  retry: '重新加载',
  empty: '暂无线索',
  emptySearch: '没有找到与“{{keyword}}”相关的线索',
  columns: {
    gmtCreate: '提交时间',
    name: '姓名',
    mobile: '手机号',
    identity: '身份',
    communityName: '小区',
    city: '城市',
    content: '留言',
    source: '来源',
  },
  identity: {
    COMMITTEE: '业主委员会成员',
    PREPARE_GROUP: '筹备组成员',
    OWNER: '业主',
    PROPERTY: '物业服务企业',
    GOVERNMENT: '街道或社区工作人员',
    OTHER: '其他',
  },
  source: { CONTACT_PAGE: '联系我们页面', OTHER: '其他页面' },
  noContent: '未留言',
};

export const siteClueEnUS: typeof siteClueZhCN = {
  title: 'Customer leads',
  lead: 'Enquiries sent through the "Contact us" form of the website, newest first. Please get back to each within one working day.',
  searchPlaceholder: 'Search name, mobile, community or city',
  total: '{{count}} leads in total',
  notOperator: 'This function is only available to platform operators',
  loadFailed: 'Could not load the leads: {{message}}',
  retry: 'Reload',
  empty: 'No leads yet',
  emptySearch: 'No leads match "{{keyword}}"',
  columns: {
    gmtCreate: 'Submitted',
    name: 'Name',
    mobile: 'Mobile',
    identity: 'Role',
    communityName: 'Community',
    city: 'City',
    content: 'Message',
    source: 'Source',
  },
  identity: {
    COMMITTEE: "Owners' committee member",
    PREPARE_GROUP: 'Preparatory group member',
    OWNER: 'Owner',
    PROPERTY: 'Property management company',
    GOVERNMENT: 'Street office or community staff',
    OTHER: 'Other',
  },
  source: { CONTACT_PAGE: 'Contact page', OTHER: 'Other page' },
  noContent: 'No message',
};

registerAreaLocale('siteClue', { zhCN: siteClueZhCN, enUS: siteClueEnUS });
