import { type AreaLocale, registerAreaLocale } from '../../locales/i18n';

const zhCN = {
  intro: '在手机上选择文件或拍照上传，上传后点击文件名即可下载查看。',
  privacy: '通过上传链接提交的文件由该小区负责档案的工作人员接收，其他人无法查看。',
  listNote: '下方列表只保留在本页，刷新或离开后不再显示。',
  loginTitle: '请先登录',
  loginHint:
    '上传文件需要登录。业主请用手机号验证码登录；业委会、筹备组等工作人员也可先登录工作台，再回到本页。',
  staffLogin: '工作人员登录工作台',
  signedInOwner: '已登录业主账号',
  signedInStaff: '已登录工作台账号',
  logout: '退出登录',
  requestFor: '{{community}} 请您上传文件',
  requestPurpose: '用途：{{purpose}}',
  requestUntil: '截止：{{date}}',
  requestNone:
    '请用物业或业委会发来的上传链接打开本页：没有链接时，文件只保存在您本人的账号中，小区工作人员收不到。',
  requestLoading: '正在读取上传链接…',
  sendFiles: '提交给小区',
  sent: '已将 {{count}} 个文件提交给{{community}}',
  sentBadge: '已提交',
};

const enUS: typeof zhCN = {
  intro: 'Choose files or take a photo on your phone; tap a file name to download it once uploaded.',
  privacy:
    'Files sent through an upload link go to the staff of that community who keep its archive; nobody else can see them.',
  listNote: 'The list below lives on this page only and is gone after a refresh.',
  loginTitle: 'Please log in first',
  loginHint:
    'Uploading needs a login. Owners log in with a mobile code; committee or preparatory-group staff may also log in to the workbench and come back here.',
  staffLogin: 'Staff: log in to the workbench',
  signedInOwner: 'Logged in as an owner',
  signedInStaff: 'Logged in with a workbench account',
  logout: 'Log out',
  requestFor: '{{community}} asks you to upload files',
  requestPurpose: 'Purpose: {{purpose}}',
  requestUntil: 'Until: {{date}}',
  requestNone:
    'Open this page from the upload link your property or committee sent: without one, files stay in your own account and the community staff do not receive them.',
  requestLoading: 'Reading the upload link…',
  sendFiles: 'Send to the community',
  sent: '{{count}} files sent to {{community}}',
  sentBadge: 'Sent',
};

export const fileLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('file', fileLocale);
