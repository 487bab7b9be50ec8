import { registerAreaLocale } from '../../locales/i18n-core';

/** Texts of complaint handling (namespace `complaint`). */
export const complaintZhCN = {
  list: {
    title: '投诉管理',
    allStates: '全部状态',
    allTypes: '全部类型',
    allCommunities: '全部小区',
    community: '小区',
    type: '投诉类型',
    content: '投诉内容',
    owner: '投诉人',
    state: '状态',
    gmtCreate: '投诉时间',
    actions: '操作',
    view: '查看',
    handle: '处理',
  },
  detail: {
    title: '投诉详情',
    mobile: '联系电话',
    photos: '图片',
    noPhotos: '无',
    reply: '处理回复',
    handler: '处理人',
    gmtHandle: '处理时间',
    replyPlaceholder: '请填写处理结果，投诉人可在小程序中看到',
    submit: '提交处理',
    handled: '处理成功',
  },
  owner: {
    title: '投诉建议',
    typePlaceholder: '请选择投诉类型',
    contentPlaceholder: '请描述您遇到的问题，可附图片',
    submit: '提交投诉',
    submitted: '投诉已提交，街道/社区工作人员会尽快处理',
    mine: '我的投诉',
    empty: '暂无投诉',
    reply: '处理回复：{{reply}}',
  },
};

export const complaintEnUS: typeof complaintZhCN = {
  list: {
    title: 'Complaints',
    allStates: 'All states',
    allTypes: 'All types',
    allCommunities: 'All communities',
    community: 'Community',
    type: 'Type',
    content: 'Complaint',
    owner: 'Filed by',
    state: 'State',
    gmtCreate: 'Filed at',
    actions: 'Actions',
    view: 'View',
    handle: 'Handle',
  },
  detail: {
    title: 'Complaint detail',
    mobile: 'Phone',
    photos: 'Photos',
    noPhotos: 'None',
    reply: 'Reply',
    handler: 'Handled by',
    gmtHandle: 'Handled at',
    replyPlaceholder: 'Describe how it was handled; the owner sees this in the mini-program',
    submit: 'Submit',
    handled: 'Complaint handled',
  },
  owner: {
    title: 'Complaints',
    typePlaceholder: 'Choose a type',
    contentPlaceholder: 'Describe the problem; you can add photos',
    submit: 'Submit complaint',
    submitted: 'Complaint submitted; government staff will handle it soon',
    mine: 'My complaints',
    empty: 'No complaints yet',
    reply: 'Reply: {{reply}}',
  },
};

registerAreaLocale('complaint', { zhCN: complaintZhCN, enUS: complaintEnUS });
