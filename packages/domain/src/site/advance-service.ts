import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';

/**
 * GET /v1/advanceServer/info (SPEC §7 names the call; the content is ours): the paid services a
 * community organisation can order, as the order agreement (/mobile/orderprotocol) defines them,
 * and where to ask about them. Prices are quoted per community, so none are published here.
 */
export const AdvanceServiceType = labelledEnum([
  ['SERVICE_RENEWAL', '服务续费'],
  ['HOUSEHOLD_UPGRADE', '户数升级'],
] as const);
export type AdvanceServiceType = (typeof AdvanceServiceType.values)[number];

/** The consultation line of the public site's contact bar and of this call. */
export const SITE_CONSULT_PHONE = '400-800-6688';
export const SITE_CONSULT_HOURS = '工作日 9:00–18:00';

export const advanceServiceDto = z.object({
  type: z.enum(AdvanceServiceType.values),
  name: z.string(),
  description: z.string(),
  /** When the order takes effect, in the words of the order agreement. */
  effect: z.string(),
});

export const advanceServerInfoDto = z.object({
  services: z.array(advanceServiceDto),
  /** What happens when a service period ends without renewal (the platform service agreement). */
  afterExpiry: z.string(),
  consultPhone: z.string(),
  serviceHours: z.string(),
  orderProtocolPath: z.string(),
  contactPath: z.string(),
});
export type AdvanceServerInfoDto = z.infer<typeof advanceServerInfoDto>;

export const ADVANCE_SERVER_INFO: AdvanceServerInfoDto = {
  services: [
    {
      type: 'SERVICE_RENEWAL',
      name: AdvanceServiceType.label('SERVICE_RENEWAL'),
      description: '延长小区使用共治平台付费功能的服务期。',
      effect: '在原服务期届满日之后顺延；原服务期已届满的，自付款确认之日起计算。',
    },
    {
      type: 'HOUSEHOLD_UPGRADE',
      name: AdvanceServiceType.label('HOUSEHOLD_UPGRADE'),
      description: '提高服务覆盖的房屋户数上限，适用于小区扩建、合并表决范围或导入更多楼栋的情形。',
      effect: '自付款确认之日起生效，费用按剩余服务期折算，升级后服务期届满日不变。',
    },
  ],
  afterExpiry:
    '服务期届满未续费的，付费功能转为只读，小区组织仍可查看和导出既有数据；正在进行的表决可以完成至截止和公示。',
  consultPhone: SITE_CONSULT_PHONE,
  serviceHours: SITE_CONSULT_HOURS,
  orderProtocolPath: '/mobile/orderprotocol',
  contactPath: '/contact',
};
