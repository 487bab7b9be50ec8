import { z } from 'zod';
import {
  IdCardType,
  OwnerHouseInfoState,
  OwnerHouseRelationType,
  OwnerHouseSource,
} from '../certification/certification-enums';
import { cardTypeSchema, mobileSchema } from '../certification/certification-rules';
import { pagingFields } from '../common/paging';
import { requiredTextSchema } from '../common/text-rules';
import { changesSomething, NOTHING_TO_UPDATE } from '../common/update-rules';
import { areaUnitsSchema } from './area';
import { BuildingAttribute } from './roster-enums';

/**
 * Inputs and DTOs of the roster calls (SPEC §7 buildings/houses; docs/contracts/roster.md), shared
 * by the server's route schemas and the web's types. Areas are integers in 0.01 m².
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
/** Full lists ask page 1, size 10000 (SPEC §9). */
const { page, size } = pagingFields(10000);
const searchKey = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
const buildingAttribute = z.enum(BuildingAttribute.values);

export const buildingListInput = z.object({
  communityInfoCode,
  page,
  size,
  searchKey,
  buildingAttribute: buildingAttribute.optional(),
});

export const buildingCreateInput = z.object({
  communityInfoCode,
  buildingName: requiredTextSchema('楼栋名称'),
  buildingAttribute,
  unitCount: z
    .number()
    .int()
    .min(1, '单元数须为1到99之间的整数')
    .max(99, '单元数须为1到99之间的整数')
    .default(1),
  floorCount: z
    .number()
    .int()
    .min(1, '楼层数须为1到200之间的整数')
    .max(200, '楼层数须为1到200之间的整数')
    .default(1),
  sort: z.number().int().min(0).max(100000).optional(),
});

export const buildingUpdateInput = z
  .object({
    communityInfoCode,
    buildingCode: code,
    buildingName: requiredTextSchema('楼栋名称').optional(),
    unitCount: z.number().int().min(1).max(99).optional(),
    floorCount: z.number().int().min(1).max(200).optional(),
    sort: z.number().int().min(0).max(100000).optional(),
  })
  .refine((input) => changesSomething(input, ['buildingName', 'unitCount', 'floorCount', 'sort']), {
    message: NOTHING_TO_UPDATE,
  });

export const buildingRefInput = z.object({ communityInfoCode, buildingCode: code });

const floor = z
  .number()
  .int('楼层须为整数')
  .min(-5, '楼层须为-5到200之间的整数')
  .max(200, '楼层须为-5到200之间的整数');
const houseNo = requiredTextSchema('房号', 20);
const unitNo = z.string().trim().max(20, '单元不能超过20个字符').optional();
const areaOrNull = areaUnitsSchema.nullable().optional();

export const houseCreateInput = z.object({
  communityInfoCode,
  buildingCode: code,
  unitNo,
  floor: floor.optional(),
  houseNo,
  registerArea: areaOrNull,
  surveyArea: areaOrNull,
  contractArea: areaOrNull,
});

export const houseUpdateInput = z.object({
  communityInfoCode,
  houseCode: code,
  unitNo,
  floor: floor.optional(),
  houseNo: houseNo.optional(),
});

export const houseAreaInput = z
  .object({
    communityInfoCode,
    houseCode: code,
    registerArea: areaOrNull,
    surveyArea: areaOrNull,
    contractArea: areaOrNull,
  })
  .refine((input) => changesSomething(input, ['registerArea', 'surveyArea', 'contractArea']), {
    message: NOTHING_TO_UPDATE,
  });

export const houseRefInput = z.object({ communityInfoCode, houseCode: code });

export const houseListInput = z.object({ communityInfoCode, buildingCode: code });

export const houseListByCommunityInput = z.object({
  communityInfoCode,
  page,
  size,
  searchKey,
  buildingCode: code.optional(),
  buildingAttribute: buildingAttribute.optional(),
});

export const houseStatisticsInput = z.object({
  communityInfoCode,
  buildingAttribute: buildingAttribute.optional(),
});

const ownerInput = z.object({
  ownerName: requiredTextSchema('业主姓名', 50),
  mobile: mobileSchema,
  cardType: cardTypeSchema.optional(),
  cardNo: z.string().trim().max(30).optional(),
});

export const houseUpdateOwnerInput = z.object({
  communityInfoCode,
  houseCode: code,
  owners: z.array(ownerInput).max(20),
});

export const ownerHouseAddInput = ownerInput.extend({
  communityInfoCode,
  houseCode: code,
  relationType: z.enum(OwnerHouseRelationType.values).default('OWNER'),
});

export const ownerHouseDeleteInput = z.object({ communityInfoCode, ownerHouseContactId: code });

export const residentListInput = houseRefInput;

export const generateOhcPdfInput = z.object({ communityInfoCode, buildingCode: code.optional() });

// ── DTOs ──

export const ownerLinkDto = z.object({
  ownerHouseContactId: z.string(),
  userId: z.string(),
  ownerName: z.string().nullable(),
  mobile: z.string(),
  relationType: z.enum(OwnerHouseRelationType.values),
  ownerHouseInfoState: z.enum(OwnerHouseInfoState.values),
  cardType: z.enum(IdCardType.values).nullable(),
  /** Always masked (SPEC §5). */
  cardNo: z.string().nullable(),
  source: z.enum(OwnerHouseSource.values),
  gmtCreate: z.string(),
});
export type OwnerLinkDto = z.infer<typeof ownerLinkDto>;

export const houseDto = z.object({
  houseCode: z.string(),
  buildingCode: z.string(),
  buildingName: z.string(),
  buildingAttribute,
  unitNo: z.string().nullable(),
  floor: z.number().int(),
  houseNo: z.string(),
  registerArea: z.number().int().nullable(),
  surveyArea: z.number().int().nullable(),
  contractArea: z.number().int().nullable(),
  votingArea: z.number().int().nullable(),
  /** The counted area (voting ?? register ?? survey ?? contract). */
  area: z.number().int().nullable(),
  ownerCount: z.number().int(),
  owners: z.array(ownerLinkDto),
  certificationState: z.enum(['YES', 'NO']),
  infoComplete: z.boolean(),
});
export type HouseDto = z.infer<typeof houseDto>;

export const buildingDto = z.object({
  buildingCode: z.string(),
  buildingName: z.string(),
  buildingAttribute,
  unitCount: z.number().int(),
  floorCount: z.number().int(),
  sort: z.number().int(),
  houseCount: z.number().int(),
  totalArea: z.number().int(),
  ownerCount: z.number().int(),
  completeHouseCount: z.number().int(),
  certifiedHouseCount: z.number().int(),
  /** Fractions 0…1; shown with formatRate (one decimal). */
  infoCompletion: z.number(),
  certificationRate: z.number(),
  houseAreasFloor: z.array(
    z.object({ floor: z.number().int(), houseCount: z.number().int(), totalArea: z.number().int() }),
  ),
});
export type BuildingDto = z.infer<typeof buildingDto>;

export const houseStatisticsDto = z.object({
  buildingCount: z.number().int(),
  houseCount: z.number().int(),
  totalArea: z.number().int(),
  ownerCount: z.number().int(),
  certifiedOwnerCount: z.number().int(),
  certifiedHouseCount: z.number().int(),
  completeHouseCount: z.number().int(),
  infoCompletion: z.number(),
  certificationRate: z.number(),
});
export type HouseStatisticsDto = z.infer<typeof houseStatisticsDto>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export const importCheckDto = z.object({
  ok: z.boolean(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(
    z.object({
      sheet: z.string(),
      row: z.number().int().nullable(),
      column: z.string().nullable(),
      message: z.string(),
      text: z.string(),
    }),
  ),
});

const counts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export const importSummaryDto = counts.extend({ buildings: counts });
export type ImportSummaryDto = z.infer<typeof importSummaryDto>;

export const importTypeSchema = z.enum(BuildingAttribute.values).default('HIGH_RISE');
