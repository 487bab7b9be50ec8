import { registerAreaLocale } from '../../locales/i18n';

/** Texts of the reminder panel (催票提醒, namespace `votingReminder`; issue #26 item 3). */
export const votingReminderZhCN = {
  title: '催票提醒',
  button: '催票提醒',
  summary:
    '未投票 {{voters}} 户（{{owners}} 位业主）；已退订 {{optedOut}} 位，今天已提醒 {{today}} 位；本次可提醒 {{count}} 位。',
  notRunning: '表决进行中才能发送催票提醒。',
  nothingToSend: '今天没有需要提醒的业主。',
  sending: '催票提醒正在发送……',
  confirmTitle: '确认发送催票提醒',
  confirmBody:
    '将向 {{count}} 位未投票业主发送催票提醒（站内通知{{sms}}）。每位业主每天最多提醒一次，已退订的业主不会收到。',
  withSms: '和短信，共 {{count}} 条短信以内',
  smsMissing: '未配置催票短信模板，本次只发送站内通知。',
  confirm: '确认发送',
  cancel: '取消',
  started: '催票提醒已开始发送',
  loadFailed: '催票提醒暂不可用：{{reason}}',
  progress: '发送进度',
  log: '发送记录',
  createdAt: '发送时间',
  sender: '发送人',
  planned: '计划提醒',
  sent: '短信已发送',
  failed: '失败',
  inAppOnly: '仅站内通知',
  wechat: '微信提醒',
  wechatCounts: '已发 {{sent}}，失败 {{failed}}，未订阅 {{skipped}}',
  wechatNote: '已在微信中订阅提醒的业主同时收到微信订阅通知；未订阅的业主不发微信。',
  state: '状态',
  states: { QUEUED: '排队中', RUNNING: '发送中', DONE: '已完成', FAILED: '已停止' },
  empty: '暂无发送记录',
};

export const votingReminderEnUS: typeof votingReminderZhCN = {
  title: 'Reminders',
  button: 'Remind non-voters',
  summary:
    '{{voters}} voters ({{owners}} owners) have not voted; {{optedOut}} opted out, {{today}} reminded today; {{count}} can be reminded now.',
  notRunning: 'Reminders can be sent only while the vote runs.',
  nothingToSend: 'Nobody is left to remind today.',
  sending: 'Reminders are being sent…',
  confirmTitle: 'Send reminders?',
  confirmBody:
    '{{count}} owners who have not voted will get a reminder (in-app notice{{sms}}). Each owner gets at most one a day; owners who opted out get none.',
  withSms: ' and SMS, at most {{count}} messages',
  smsMissing: 'No SMS reminder template is configured: in-app notices only.',
  confirm: 'Send',
  cancel: 'Cancel',
  started: 'Reminders are being sent',
  loadFailed: 'Reminders are not available: {{reason}}',
  progress: 'Progress',
  log: 'Sends',
  createdAt: 'Sent at',
  sender: 'Sent by',
  planned: 'Planned',
  sent: 'SMS sent',
  failed: 'Failed',
  inAppOnly: 'In-app only',
  wechat: 'WeChat',
  wechatCounts: '{{sent}} sent, {{failed}} failed, {{skipped}} not subscribed',
  wechatNote: 'Owners who subscribed in WeChat also get a WeChat notice; others get none by WeChat.',
  state: 'State',
  states: { QUEUED: 'Queued', RUNNING: 'Sending', DONE: 'Done', FAILED: 'Stopped' },
  empty: 'No sends yet',
};

registerAreaLocale('votingReminder', { zhCN: votingReminderZhCN, enUS: votingReminderEnUS });
