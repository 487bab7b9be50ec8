import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the government organisation profile (namespace `govOrganize`). */
export const govOrganizeZhCN = {
  title: '机构信息',
  edit: '编辑机构信息',
  level: '机构级别',
  levelStreet: '街道',
  levelCommunity: '社区',
  organizeName: '机构名称',
  address: '办公地址',
  contactName: '联系人',
  contactPhone: '联系电话',
  intro: '机构简介',
  communityCount: '辖区小区',
  communityCountValue: '{{count}}个',
  notFilled: '未填写',
  certifyFirst: '完成政府认证后可编辑机构信息',
  save: '保存',
  cancel: '取消',
  saved: '机构信息已保存',
};

export const govOrganizeEnUS: typeof govOrganizeZhCN = {
  title: 'Organisation',
  edit: 'Edit organisation',
  level: 'Level',
  levelStreet: 'Street office',
  levelCommunity: 'Community office',
  organizeName: 'Name',
  address: 'Office address',
  contactName: 'Contact person',
  contactPhone: 'Contact phone',
  intro: 'Introduction',
  communityCount: 'Communities',
  communityCountValue: '{{count}}',
  notFilled: 'Not filled in',
  certifyFirst: 'Finish government certification to edit the organisation',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Organisation saved',
};

registerAreaLocale('govOrganize', { zhCN: govOrganizeZhCN, enUS: govOrganizeEnUS });
