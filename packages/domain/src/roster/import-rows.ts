import { z } from 'zod';
import { IdCardType } from '../certification/certification-enums';
import { isValidDocumentNumber, MOBILE_PATTERN } from '../certification/certification-rules';
import { normalizeIdCardNumber } from '../common/id-card';
import { MESSAGES } from '../common/messages';
import { textLength } from '../common/text-rules';
import { areaCellSchema } from './area';

/**
 * Row schemas of the roster imports (importOHCV2 multi-storey, importOHCVilla villas,
 * announcementHouseNoAreaImport voting-area corrections). Cells arrive as exceljs gives them after
 * trimming: text, numbers (a house number typed as 1201 is a number), or undefined when empty.
 */
type Cell = string | number | boolean | Date | undefined;

function cellText(input: unknown): string | undefined {
  const value = input as Cell;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (value instanceof Date) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function requiredText(label: string, max: number) {
  return z.unknown().transform((value, ctx) => {
    const text = cellText(value);
    if (text === undefined) {
      ctx.addIssue({ code: 'custom', message: `请填写${label}` });
      return z.NEVER;
    }
    if (textLength(text) > max) {
      ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字符` });
      return z.NEVER;
    }
    return text;
  });
}

function optionalText(label: string, max: number) {
  return z.unknown().transform((value, ctx) => {
    const text = cellText(value);
    if (text !== undefined && textLength(text) > max) {
      ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字符` });
      return z.NEVER;
    }
    return text ?? null;
  });
}

function integerCell(label: string, min: number, max: number, required: boolean) {
  return z.unknown().transform((value, ctx) => {
    const text = cellText(value);
    if (text === undefined) {
      if (!required) return null;
      ctx.addIssue({ code: 'custom', message: `请填写${label}` });
      return z.NEVER;
    }
    const number = Number(text);
    if (!/^-?\d+$/.test(text) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `${label}须为${min}到${max}之间的整数` });
      return z.NEVER;
    }
    return number;
  });
}

const areaCell = z.unknown().transform((value, ctx) => {
  const text = cellText(value);
  if (text === undefined) {
    ctx.addIssue({ code: 'custom', message: '请填写面积' });
    return z.NEVER;
  }
  const parsed = areaCellSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

const CARD_TYPE_BY_LABEL = new Map<string, IdCardType>(
  IdCardType.options.flatMap(({ value, label }) => [
    [label, value],
    [value, value],
  ]),
);
CARD_TYPE_BY_LABEL.set('身份证', 'RESIDENT_ID_CARD');

/** The owner columns shared by both imports; the owner is optional, but complete when given. */
const ownerShape = {
  ownerName: optionalText('业主姓名', 50),
  ownerMobile: optionalText('业主手机号', 20),
  cardType: optionalText('证件类型', 40),
  cardNo: optionalText('证件号码', 30),
};

type OwnerCells = {
  ownerName: string | null;
  ownerMobile: string | null;
  cardType: string | null;
  cardNo: string | null;
};

export type ImportOwner = {
  ownerName: string;
  mobile: string;
  cardType: IdCardType | null;
  cardNo: string | null;
};

function checkOwner<T extends OwnerCells>(
  value: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof OwnerCells> & { owner: ImportOwner | null } {
  const { ownerName, ownerMobile, cardType, cardNo, ...rest } = value;
  let owner: ImportOwner | null = null;
  const anyOwnerCell = ownerName || ownerMobile || cardType || cardNo;
  if (anyOwnerCell) {
    if (!ownerName) ctx.addIssue({ code: 'custom', path: ['ownerName'], message: '请填写业主姓名' });
    if (!ownerMobile || !MOBILE_PATTERN.test(ownerMobile)) {
      ctx.addIssue({ code: 'custom', path: ['ownerMobile'], message: MESSAGES.mobileInvalid });
    }
    const type = cardType ? CARD_TYPE_BY_LABEL.get(cardType) : cardNo ? 'RESIDENT_ID_CARD' : null;
    if (cardType && !type) ctx.addIssue({ code: 'custom', path: ['cardType'], message: '证件类型不正确' });
    const number = cardNo ? normalizeIdCardNumber(cardNo) : null;
    if (number && type && !isValidDocumentNumber(type, number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cardNo'],
        message: type === 'RESIDENT_ID_CARD' ? MESSAGES.idCardInvalid : '证件号码格式不正确',
      });
    }
    if (ownerName && ownerMobile) {
      owner = { ownerName, mobile: ownerMobile, cardType: number ? (type ?? null) : null, cardNo: number };
    }
  }
  return { ...(rest as Omit<T, keyof OwnerCells>), owner };
}

export const HIGH_RISE_BUILDING_SHEET = '楼栋';
export const HIGH_RISE_HOUSE_SHEET = '房屋';
export const VILLA_GROUP_SHEET = '别墅组';
export const VILLA_HOUSE_SHEET = '别墅';
export const AREA_CORRECTION_SHEET = '面积更正';

export const highRiseBuildingColumns = [
  { key: 'buildingName', header: '楼栋名称' },
  { key: 'unitCount', header: '单元数' },
  { key: 'floorCount', header: '楼层数' },
] as const;

export const highRiseBuildingRow = z.object({
  buildingName: requiredText('楼栋名称', 100),
  unitCount: integerCell('单元数', 1, 99, false),
  floorCount: integerCell('楼层数', 1, 200, false),
});
export type HighRiseBuildingRow = z.infer<typeof highRiseBuildingRow>;

const ownerColumns = [
  { key: 'ownerName', header: '业主姓名' },
  { key: 'ownerMobile', header: '业主手机号' },
  { key: 'cardType', header: '证件类型' },
  { key: 'cardNo', header: '证件号码' },
] as const;

export const highRiseHouseColumns = [
  { key: 'buildingName', header: '楼栋名称' },
  { key: 'unitNo', header: '单元' },
  { key: 'floor', header: '楼层' },
  { key: 'houseNo', header: '房号' },
  { key: 'area', header: '建筑面积(㎡)' },
  ...ownerColumns,
] as const;

export const highRiseHouseRow = z
  .object({
    buildingName: requiredText('楼栋名称', 100),
    unitNo: requiredText('单元', 20),
    floor: integerCell('楼层', -5, 200, true).transform((value) => value ?? 0),
    houseNo: requiredText('房号', 20),
    area: areaCell,
    ...ownerShape,
  })
  .transform(checkOwner);
export type HighRiseHouseRow = z.infer<typeof highRiseHouseRow>;

export const villaGroupColumns = [{ key: 'buildingName', header: '别墅组名称' }] as const;
export const villaGroupRow = z.object({ buildingName: requiredText('别墅组名称', 100) });
export type VillaGroupRow = z.infer<typeof villaGroupRow>;

export const villaHouseColumns = [
  { key: 'buildingName', header: '别墅组名称' },
  { key: 'houseNo', header: '房号' },
  { key: 'area', header: '建筑面积(㎡)' },
  ...ownerColumns,
] as const;

export const villaHouseRow = z
  .object({
    buildingName: requiredText('别墅组名称', 100),
    houseNo: requiredText('房号', 20),
    area: areaCell,
    ...ownerShape,
  })
  .transform(checkOwner);
export type VillaHouseRow = z.infer<typeof villaHouseRow>;

export const areaCorrectionColumns = [
  { key: 'buildingName', header: '楼栋名称' },
  { key: 'unitNo', header: '单元' },
  { key: 'houseNo', header: '房号' },
  { key: 'area', header: '表决面积(㎡)' },
] as const;

export const areaCorrectionRow = z.object({
  buildingName: requiredText('楼栋名称', 100),
  unitNo: optionalText('单元', 20),
  houseNo: requiredText('房号', 20),
  area: areaCell,
});
export type AreaCorrectionRow = z.infer<typeof areaCorrectionRow>;

/** The natural key of a house in a roster: building, unit (none for villas) and house number. */
export function houseKey(buildingName: string, unitNo: string | null, houseNo: string): string {
  return `${buildingName}\u0000${unitNo ?? ''}\u0000${houseNo}`;
}
