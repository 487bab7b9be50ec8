// Messages the server needs beyond MESSAGES of packages/domain; candidates to move there.
export const SERVER_MESSAGES = {
  badRequest: '请求参数错误',
  payloadTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  methodNotAllowed: '不支持的请求方法',
  qrExpired: '二维码已过期，请在电脑上刷新二维码后重新扫码',
  qrScannedByOther: '该二维码已被其他账号扫描',
  qrNotScanned: '请先扫描二维码',
  serviceUnavailable: '服务暂不可用，请稍后再试',
  communityNotFound: '小区不存在或您无权访问',
  communityCodeMissing: '请选择小区（缺少 communityInfoCode）',
  attachmentNotFound: '文件不存在或您无权访问',
  downloadJobNotFound: '下载任务不存在或您无权访问',
  downloadJobKindUnknown: '不支持的下载任务类型',
  importNotXlsx: '文件不是有效的xlsx表格，请使用Excel另存为.xlsx后重新导入',
  importTooLarge: '表格内容过大（解压后超过{0}或文件数超过{1}），请拆分后重新导入',
  importFileMissing: '请选择要导入的xlsx文件',
} as const;
