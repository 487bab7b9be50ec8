/**
 * User-facing messages fixed by the specification (SPEC §1, §5, §6, §8), in Chinese, shared by the
 * server's answers and the web's pages so the same words appear on both sides.
 */
export const MESSAGES = {
  webStaffOnly: 'Web端暂时只支持筹备组或业委会成员使用，如您已有身份，请联系我们',
  notGovStaff: '当前账号不是政府工作人员，请选择“社区人员”登录',
  noPermission: '您在当前小区没有该功能的权限',
  insufficientPermission: '用户权限不足',
  communityNotCertified: '您的小区尚未完成认证，无法使用该功能，请在小程序中完成小区组织认证',
  emptyResult: '返回结果为空',
  unknownError: '未知错误',
  notFound: '抱歉，您访问的页面不存在',
  pageError: '页面出错了',
  tryRefresh: '尝试刷新',
  loginRequired: '请先登录',
  sessionExpired: '登录已失效，请重新登录',
  mobileInvalid: '请输入正确的手机号',
  codeInvalid: '请输入正确的验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码错误或已失效，请重新获取',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误',
  smsTooFrequent: '发送过于频繁，请{0}秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  smsSent: '发送成功',
  loginFailed: '登录失败',
  submitSuccess: '提交成功，已收到您的申请，将在2个工作日内审核，节假日可能顺延',
  idCardBound: '该身份证已绑定其他用户，请在“个人中心-设置-实名信息管理”中解绑后重试',
  idCardNameMismatch: '请检查身份证号和姓名是否正确',
  legalWarning: '伪造或冒用他人信息须承担法律责任',
  govCertFirst: '请先完成政府认证',
  experienceTitle: '您当前处于体验小区',
  experienceBody: '体验小区的数据仅供试用，不会同步到真实小区',
  oldBrowser: '您的浏览器版本过低，部分功能可能无法正常使用，请使用最新版 Chrome、Edge 或 Firefox',
  contentRequired: '请输入内容',
  pleaseFillIn: '请填写{0}',
  textTooLong: '{0}不能超过{1}个字符',
  textMalformed: '{0}含有无法识别的字符，请删除后重试',
  idCardInvalid: '请输入正确的身份证号',
  workProofRequired: '请上传工作证明',
  fileUploading: '文件上传中...',
  fileUploadFailed: '文件上传失败',
  fileTooLarge: '文件大小不能超过{0}',
  tooManyFiles: '最多只能上传{0}个文件',
  spreadsheetOnly: '仅支持上传xlsx格式的文件',
  imageOnly: '只能上传图片文件',
  cosTokenFailed: '获取上传凭证失败：{0}',
  importFailed: '出现错误，请根据下方提示修改后重新导入',
  downloadFailed: '下载文件失败！',
  exportFailed: '导出文件失败！',
} as const;

/** Fills `{0}`, `{1}` … placeholders, as the spec writes its parameterised messages. */
export function formatMessage(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
