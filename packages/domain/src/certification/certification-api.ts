import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { BuildingAttribute } from '../roster/roster-enums';
import {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
  OwnerCertificationStatus,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
} from './certification-enums';

/** DTOs and queries of the owner-certification calls (docs/contracts/roster.md). ID numbers are masked. */
const yesNo = z.enum(['YES', 'NO']);

export const certificationSearchInput = z.object({
  communityInfoCode: z.string().min(1).max(64),
  ...pagingFields(10000),
  /** Types joined by commas (SPEC §7), e.g. OWNER,TENANT. */
  types: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const item of list) {
        if (!CertificationType.is(item)) {
          ctx.addIssue({ code: 'custom', message: `认证类型${item}不正确` });
          return z.NEVER;
        }
      }
      return list as CertificationType[];
    }),
  state: z.enum(OwnerCertificationReviewState.values).optional(),
  searchKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});

export const certificationListItemDto = z.object({
  certificationId: z.string(),
  certificationType: z.enum(CertificationType.values),
  state: z.enum(OwnerCertificationReviewState.values),
  gmtCreate: z.string(),
  gmtReview: z.string().nullable(),
  ownerName: z.string(),
  mobile: z.string(),
  cardType: z.enum(IdCardType.values),
  cardNo: z.string(),
  isAgent: yesNo,
  agentName: z.string().nullable(),
  agentCardType: z.enum(IdCardType.values).nullable(),
  house: z.object({
    houseCode: z.string(),
    buildingCode: z.string(),
    buildingName: z.string(),
    unitNo: z.string().nullable(),
    houseNo: z.string(),
  }),
  houseCount: z.number().int(),
  rejectReason: z.string().nullable(),
  communityInfoCode: z.string(),
  communityName: z.string(),
});
export type CertificationListItemDto = z.infer<typeof certificationListItemDto>;

export const baseInfoDto = z.object({
  userId: z.string(),
  ownerName: z.string().nullable(),
  mobile: z.string(),
  avatar: z.string().nullable(),
  cardType: z.enum(IdCardType.values).nullable(),
  cardNo: z.string().nullable(),
  hasRealName: yesNo,
  certificationStatus: z.enum(OwnerCertificationStatus.values),
});
export type BaseInfoDto = z.infer<typeof baseInfoDto>;

export const myHousesDto = z.object({
  communities: z.array(
    z.object({
      communityInfoCode: z.string(),
      communityName: z.string(),
      houses: z.array(
        z.object({
          houseCode: z.string(),
          buildingName: z.string(),
          buildingAttribute: z.enum(BuildingAttribute.values),
          unitNo: z.string().nullable(),
          floor: z.number().int(),
          houseNo: z.string(),
          area: z.number().int().nullable(),
          relationType: z.enum(OwnerHouseRelationType.values),
          ownerHouseInfoState: z.enum(OwnerHouseInfoState.values),
        }),
      ),
    }),
  ),
});
export type MyHousesDto = z.infer<typeof myHousesDto>;
