/**
 * What a user is told when a cloud vendor behind the server fails: the SMS service sending a login
 * code, or the real-name register checking a name and ID number (docs/deploy.md, "SMS and real-name
 * providers"). The vendor's own code stays in the server log; the user gets one of these.
 */
export const VENDOR_MESSAGES = {
  /** The vendor's per-phone or per-account flow control refused the message. */
  smsTooFrequent: '短信发送过于频繁，请稍后再试',
  /** The vendor refused the number (not a mobile that can receive SMS, or opted out). */
  smsMobileRefused: '该手机号暂时无法接收短信，请检查号码或稍后再试',
  /** Bad keys, template or sign, no balance, network or timeout: nothing the user can fix. */
  smsUnavailable: '短信服务暂不可用，请稍后再试',
  /** The register has no record of this ID number. */
  identityNoRecord: '未查询到该身份证号的登记信息，请检查身份证号和姓名是否正确',
  /** The real-name service failed (keys, balance, network, timeout). */
  identityUnavailable: '实名核验服务暂不可用，请稍后再试',
} as const;
