import { z } from 'zod';
import { IdCardType } from '../certification/certification-enums';
import { isValidDocumentNumber, MOBILE_PATTERN } from '../certification/certification-rules';
import { normalizeIdCardNumber } from '../common/id-card';
import { MESSAGES } from '../common/messages';
import { textLength } from '../common/text-rules';
import { parseAreaText } from './area';

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

/**
 * A cell rule answers the cell's value, or a CellProblem with the message to show. The same rule
 * backs the zod schema of a row (which names every problem) and its fast path (which takes only
 * rows without any): an import of 30,000 valid rows then skips zod's per-row machinery.
 */
class CellProblem {
  constructor(readonly message: string) {}
}
type CellRule<T> = (input: unknown) => T | CellProblem;

function cellSchema<T>(rule: CellRule<T>) {
  return z.unknown().transform((value, ctx): T => {
    const result = rule(value);
    if (result instanceof CellProblem) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result;
  });
}

/** More than `max` characters; a string never has more characters than UTF-16 units, so most skip counting. */
function tooLong(text: string, max: number): boolean {
  return text.length > max && textLength(text) > max;
}

function requiredTextRule(label: string, max: number): CellRule<string> {
  return (value) => {
    const text = cellText(value);
    if (text === undefined) return new CellProblem(`请填写${label}`);
    if (tooLong(text, max)) return new CellProblem(`${label}不能超过${max}个字符`);
    return text;
  };
}

function optionalTextRule(label: string, max: number): CellRule<string | null> {
  return (value) => {
    const text = cellText(value);
    if (text !== undefined && tooLong(text, max)) return new CellProblem(`${label}不能超过${max}个字符`);
    return text ?? null;
  };
}

const INTEGER_TEXT = /^-?\d+$/;

function integerRule(label: string, min: number, max: number, required: boolean): CellRule<number | null> {
  return (value) => {
    const text = cellText(value);
    if (text === undefined) return required ? new CellProblem(`请填写${label}`) : null;
    const number = Number(text);
    if (!INTEGER_TEXT.test(text) || number < min || number > max) {
      return new CellProblem(`${label}须为${min}到${max}之间的整数`);
    }
    return number;
  };
}

/** The area of an import row in 0.01 m² (see parseAreaText). */
const areaRule: CellRule<number> = (value) => {
  const text = cellText(value);
  if (text === undefined) return new CellProblem('请填写面积');
  const parsed = parseAreaText(text);
  return parsed.ok ? parsed.units : new CellProblem(parsed.message);
};

const requiredText = (label: string, max: number) => cellSchema(requiredTextRule(label, max));
const optionalText = (label: string, max: number) => cellSchema(optionalTextRule(label, max));
const areaCell = cellSchema(areaRule);

type Rules = Record<string, CellRule<unknown>>;
type RuleValues<R extends Rules> = { [K in keyof R]: Exclude<ReturnType<R[K]>, CellProblem> };

/**
 * The fast path of a row schema built from `rules` (then `finish`, the row-level check): the row
 * as the schema would answer it when every cell passes and `finish` reports nothing, else
 * undefined — the caller then runs the schema for its messages.
 */
function fastRow<R extends Rules, Out>(
  rules: R,
  finish: (value: RuleValues<R>, report: IssueSink) => Out,
): (record: Record<string, unknown>) => Out | undefined {
  const entries = Object.entries(rules);
  return (record) => {
    const value: Record<string, unknown> = {};
    for (const [key, rule] of entries) {
      const result = rule(record[key]);
      if (result instanceof CellProblem) return undefined;
      value[key] = result;
    }
    let problem = false;
    const out = finish(value as RuleValues<R>, () => {
      problem = true;
    });
    return problem ? undefined : out;
  };
}

const CARD_TYPE_BY_LABEL = new Map<string, IdCardType>(
  IdCardType.options.flatMap(({ value, label }) => [
    [label, value],
    [value, value],
  ]),
);
CARD_TYPE_BY_LABEL.set('身份证', 'RESIDENT_ID_CARD');

/** The owner columns shared by both imports; the owner is optional, but complete when given. */
const ownerRules = {
  ownerName: optionalTextRule('业主姓名', 50),
  ownerMobile: optionalTextRule('业主手机号', 20),
  cardType: optionalTextRule('证件类型', 40),
  cardNo: optionalTextRule('证件号码', 30),
};
const ownerShape = {
  ownerName: cellSchema(ownerRules.ownerName),
  ownerMobile: cellSchema(ownerRules.ownerMobile),
  cardType: cellSchema(ownerRules.cardType),
  cardNo: cellSchema(ownerRules.cardNo),
};

/** Where a row-level check reports a problem of one column. */
type IssueSink = (path: string, message: string) => void;

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
  return ownerOf(value, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));
}

function ownerOf<T extends OwnerCells>(
  value: T,
  report: IssueSink,
): Omit<T, keyof OwnerCells> & { owner: ImportOwner | null } {
  const { ownerName, ownerMobile, cardType, cardNo } = value;
  let owner: ImportOwner | null = null;
  const anyOwnerCell = ownerName || ownerMobile || cardType || cardNo;
  if (anyOwnerCell) {
    if (!ownerName) report('ownerName', '请填写业主姓名');
    if (!ownerMobile || !MOBILE_PATTERN.test(ownerMobile)) report('ownerMobile', MESSAGES.mobileInvalid);
    const type = cardType ? CARD_TYPE_BY_LABEL.get(cardType) : cardNo ? 'RESIDENT_ID_CARD' : null;
    if (cardType && !type) report('cardType', '证件类型不正确');
    const number = cardNo ? normalizeIdCardNumber(cardNo) : null;
    if (number && type && !isValidDocumentNumber(type, number)) {
      report('cardNo', type === 'RESIDENT_ID_CARD' ? MESSAGES.idCardInvalid : '证件号码格式不正确');
    }
    if (ownerName && ownerMobile) {
      owner = { ownerName, mobile: ownerMobile, cardType: number ? (type ?? null) : null, cardNo: number };
    }
  }
  // Copied key by key from an empty literal: every row then shares one hidden class. Object rest
  // and spread gave each row its own (a map and descriptor array per row, ~300 bytes of 30,000-row
  // imports' memory).
  const out: Record<string, unknown> = {};
  for (const key in value) if (!OWNER_CELL_KEYS.has(key)) out[key] = value[key];
  out.owner = owner;
  return out as Omit<T, keyof OwnerCells> & { owner: ImportOwner | null };
}

const OWNER_CELL_KEYS = new Set<string>([
  'ownerName',
  'ownerMobile',
  'cardType',
  'cardNo',
] satisfies (keyof OwnerCells)[]);

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

const highRiseBuildingRules = {
  buildingName: requiredTextRule('楼栋名称', 100),
  unitCount: integerRule('单元数', 1, 99, false),
  floorCount: integerRule('楼层数', 1, 200, false),
};
export const highRiseBuildingRow = z.object({
  buildingName: cellSchema(highRiseBuildingRules.buildingName),
  unitCount: cellSchema(highRiseBuildingRules.unitCount),
  floorCount: cellSchema(highRiseBuildingRules.floorCount),
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

const floorOfHouse = integerRule('楼层', -5, 200, true);
const highRiseHouseRules = {
  buildingName: requiredTextRule('楼栋名称', 100),
  unitNo: requiredTextRule('单元', 20),
  floor: (value: unknown) => {
    const floor = floorOfHouse(value);
    return floor instanceof CellProblem ? floor : (floor ?? 0);
  },
  houseNo: requiredTextRule('房号', 20),
  area: areaRule,
  ...ownerRules,
};
export const highRiseHouseRow = z
  .object({
    buildingName: cellSchema(highRiseHouseRules.buildingName),
    unitNo: cellSchema(highRiseHouseRules.unitNo),
    floor: cellSchema(highRiseHouseRules.floor),
    houseNo: cellSchema(highRiseHouseRules.houseNo),
    area: areaCell,
    ...ownerShape,
  })
  .transform(checkOwner);
export type HighRiseHouseRow = z.infer<typeof highRiseHouseRow>;

export const villaGroupColumns = [{ key: 'buildingName', header: '别墅组名称' }] as const;
const villaGroupRules = { buildingName: requiredTextRule('别墅组名称', 100) };
export const villaGroupRow = z.object({ buildingName: cellSchema(villaGroupRules.buildingName) });
export type VillaGroupRow = z.infer<typeof villaGroupRow>;

export const villaHouseColumns = [
  { key: 'buildingName', header: '别墅组名称' },
  { key: 'houseNo', header: '房号' },
  { key: 'area', header: '建筑面积(㎡)' },
  ...ownerColumns,
] as const;

const villaHouseRules = {
  buildingName: requiredTextRule('别墅组名称', 100),
  houseNo: requiredTextRule('房号', 20),
  area: areaRule,
  ...ownerRules,
};
export const villaHouseRow = z
  .object({
    buildingName: cellSchema(villaHouseRules.buildingName),
    houseNo: cellSchema(villaHouseRules.houseNo),
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

const areaCorrectionRules = {
  buildingName: requiredTextRule('楼栋名称', 100),
  unitNo: optionalTextRule('单元', 20),
  houseNo: requiredTextRule('房号', 20),
  area: areaRule,
};

/**
 * The fast paths of the row schemas above (same rules, same output): a row whose cells all pass
 * comes back parsed, any other row as undefined, for its schema to name the problems.
 */
export const fastImportRows = {
  highRiseBuilding: fastRow(highRiseBuildingRules, (value): HighRiseBuildingRow => value),
  highRiseHouse: fastRow(highRiseHouseRules, (value, report): HighRiseHouseRow => ownerOf(value, report)),
  villaGroup: fastRow(villaGroupRules, (value): VillaGroupRow => value),
  villaHouse: fastRow(villaHouseRules, (value, report): VillaHouseRow => ownerOf(value, report)),
  areaCorrection: fastRow(areaCorrectionRules, (value): AreaCorrectionRow => value),
};

/** The natural key of a house in a roster: building, unit (none for villas) and house number. */
export function houseKey(buildingName: string, unitNo: string | null, houseNo: string): string {
  return `${buildingName}\u0000${unitNo ?? ''}\u0000${houseNo}`;
}
