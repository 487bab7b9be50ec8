import { type AreaLocale, registerAreaLocale } from '../../locales/i18n';

const zhCN = {
  intro: '在手机上选择文件或拍照上传，上传后点击文件名即可下载查看。',
  privacy: '文件仅您本人及所在小区的工作人员可以查看。',
  listNote: '下方列表只保留在本页，刷新或离开后不再显示。',
  loginTitle: '请先登录',
  loginHint:
    '上传文件需要登录。业主请用手机号验证码登录；业委会、筹备组等工作人员也可先登录工作台，再回到本页。',
  staffLogin: '工作人员登录工作台',
  signedInOwner: '已登录业主账号',
  signedInStaff: '已登录工作台账号',
  logout: '退出登录',
};

const enUS: typeof zhCN = {
  intro: 'Choose files or take a photo on your phone; tap a file name to download it once uploaded.',
  privacy: 'Only you and the staff of your community can see the files.',
  listNote: 'The list below lives on this page only and is gone after a refresh.',
  loginTitle: 'Please log in first',
  loginHint:
    'Uploading needs a login. Owners log in with a mobile code; committee or preparatory-group staff may also log in to the workbench and come back here.',
  staffLogin: 'Staff: log in to the workbench',
  signedInOwner: 'Logged in as an owner',
  signedInStaff: 'Logged in with a workbench account',
  logout: 'Log out',
};

export const fileLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('file', fileLocale);
