import { labelledEnum } from '../common/labelled-enum';

/** Which workbench a login is for (SPEC §3); COMMUNITY when absent. */
export const AdminOwnerType = labelledEnum([
  ['COMMUNITY', '社区人员'],
  ['GOV', '政府人员'],
] as const);
export type AdminOwnerType = (typeof AdminOwnerType.values)[number];

/** Government certification state (SPEC §4). */
export const GovAuthState = labelledEnum([
  ['YES', '已认证'],
  ['NO', '未认证'],
  ['REVIEWING', '审核中'],
  ['REJECTED', '已驳回'],
] as const);
export type GovAuthState = (typeof GovAuthState.values)[number];

/** 'Go certify' shows when NO or REJECTED (SPEC §4). */
export function mayApplyGovCertification(state: GovAuthState): boolean {
  return state === 'NO' || state === 'REJECTED';
}

/** WeChat QR login states (SPEC §4). */
export const QrLoginState = labelledEnum([
  ['UNSCENTED_CODE', '等待扫码'],
  ['SCANNED_CODE', '已扫码，请在微信中点击允许登录'],
  ['SCANNED_CODE_ALLOW_LOGIN', '登录成功'],
  ['SCANNED_CODE_REFUSE_LOGIN', '您已取消此次登录，点击重试'],
  ['QR_CODE_EXPIRED', '二维码已过期，点击刷新'],
] as const);
export type QrLoginState = (typeof QrLoginState.values)[number];

/** Whether QR polling stops at this state (SPEC §4: allowed, refused or expired). */
export function isTerminalQrState(state: QrLoginState): boolean {
  return (
    state === 'SCANNED_CODE_ALLOW_LOGIN' ||
    state === 'SCANNED_CODE_REFUSE_LOGIN' ||
    state === 'QR_CODE_EXPIRED'
  );
}

/** Government staff level: a street office supervises every community of the street. */
export const GovLevel = labelledEnum([
  ['STREET', '街道'],
  ['COMMUNITY', '社区'],
] as const);
export type GovLevel = (typeof GovLevel.values)[number];
