import { labelledEnum } from '../common/labelled-enum';

/**
 * Payment order states (SPEC §4, values as given; their use is not shown). They live with the
 * community-service (estate) area because orders come from the service and order agreements.
 */
export const PaymentOrderState = labelledEnum([
  ['PENDING_PAY', '待支付'],
  ['COMPLETED', '已完成'],
  ['CANCELLED', '已取消'],
  ['REVIEWING', '审核中'],
  ['REVIEW_FAIL', '审核未通过'],
] as const);
export type PaymentOrderState = (typeof PaymentOrderState.values)[number];

/** Renewal types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const RenewalType = labelledEnum([
  ['SERVICE_RENEWAL', '服务续费'],
  ['HOUSEHOLD_UPGRADE', '户数升级'],
] as const);
export type RenewalType = (typeof RenewalType.values)[number];
