import { z } from 'zod';
import { AREA_BOUNDS_MESSAGE, AREA_FORMAT_MESSAGE, isAreaInBounds, parseAreaText } from './area-units';

export * from './area-units';

/** An area field of the JSON API: an integer of 0.01 m² within the bounds. */
export const areaUnitsSchema = z
  .number({ error: AREA_FORMAT_MESSAGE })
  .int(AREA_FORMAT_MESSAGE)
  .refine(isAreaInBounds, AREA_BOUNDS_MESSAGE);

/** An area cell of an import (m² as number or text) turned into 0.01 m² units. */
export const areaCellSchema = z
  .union([z.string(), z.number()], { error: '请填写面积' })
  .transform((value, ctx) => {
    const parsed = parseAreaText(value);
    if (parsed.ok) return parsed.units;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export type HouseAreas = {
  votingArea?: number | null;
  registerArea: number | null;
  surveyArea: number | null;
  contractArea: number | null;
};

/**
 * The area a house counts with (DESIGN §7): a voting-area correction if one was imported, else the
 * register area, else the survey area, else the contract area; null when none is known.
 */
export function countedArea(house: HouseAreas): number | null {
  return house.votingArea ?? house.registerArea ?? house.surveyArea ?? house.contractArea ?? null;
}
