import { describe, expect, it } from 'vitest';
import {
  areaCorrectionRow,
  fastImportRows,
  highRiseBuildingRow,
  highRiseHouseRow,
  villaGroupRow,
  villaHouseRow,
} from './import-rows';

// Rows arrive with every column key present (empty cells undefined), as the sheet reader builds them.
const noOwner = { ownerName: undefined, ownerMobile: undefined, cardType: undefined, cardNo: undefined };
const house = { buildingName: '1栋', unitNo: 1, floor: 12, houseNo: 1201, area: 89.5, ...noOwner };

describe('import rows', () => {
  it('reads numbers typed as numbers and areas in m²', () => {
    expect(highRiseHouseRow.parse(house)).toEqual({
      buildingName: '1栋',
      unitNo: '1',
      floor: 12,
      houseNo: '1201',
      area: 8950,
      owner: null,
    });
  });

  it('reads an owner with a labelled ID type', () => {
    const row = highRiseHouseRow.parse({
      ...house,
      ownerName: '张三',
      ownerMobile: 13900000001,
      cardType: '居民身份证',
      cardNo: '11010519491231002x',
    });
    expect(row.owner).toEqual({
      ownerName: '张三',
      mobile: '13900000001',
      cardType: 'RESIDENT_ID_CARD',
      cardNo: '11010519491231002X',
    });
  });

  it.each([
    [{ ...house, area: 0 }, 'area', '面积须大于0且不超过100000㎡'],
    [{ ...house, area: 100000.01 }, 'area', '面积须大于0且不超过100000㎡'],
    [{ ...house, area: undefined }, 'area', '请填写面积'],
    [{ ...house, floor: 'x' }, 'floor', '楼层须为-5到200之间的整数'],
    [{ ...house, houseNo: undefined }, 'houseNo', '请填写房号'],
    [
      { ...house, ownerName: '张三', ownerMobile: '139', cardNo: undefined },
      'ownerMobile',
      '请输入正确的手机号',
    ],
    [
      { ...house, ownerName: '张三', ownerMobile: '13900000001', cardNo: '110105194912310021' },
      'cardNo',
      '请输入正确的身份证号',
    ],
  ])('refuses %j at %s', (input, path, message) => {
    const result = highRiseHouseRow.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.path[0] === path);
    expect(issue?.message).toBe(message);
  });

  it('reads buildings, villas and corrections', () => {
    expect(highRiseBuildingRow.parse({ buildingName: '1栋', unitCount: 2, floorCount: undefined })).toEqual({
      buildingName: '1栋',
      unitCount: 2,
      floorCount: null,
    });
    expect(
      villaHouseRow.parse({ buildingName: '别墅区', houseNo: 'V01', area: '265.00', ...noOwner }).area,
    ).toBe(26500);
    expect(
      areaCorrectionRow.parse({ buildingName: '1栋', unitNo: undefined, houseNo: 'V01', area: 100 }),
    ).toEqual({
      buildingName: '1栋',
      unitNo: null,
      houseNo: 'V01',
      area: 10000,
    });
  });

  it('answers valid rows on the fast path exactly as the schema does, and leaves any problem to it', () => {
    const owner = {
      ownerName: '张三',
      ownerMobile: 13900000001,
      cardType: '身份证',
      cardNo: '11010519491231002x',
    };
    const cases: [
      (record: Record<string, unknown>) => unknown,
      { safeParse: (v: unknown) => unknown },
      Record<string, unknown>,
    ][] = [
      [fastImportRows.highRiseHouse, highRiseHouseRow, house],
      [
        fastImportRows.highRiseHouse,
        highRiseHouseRow,
        { ...house, ...owner, area: '1,234.5㎡', floor: '-2' },
      ],
      [
        fastImportRows.highRiseHouse,
        highRiseHouseRow,
        { ...house, ownerName: '李四', ownerMobile: '13900000002' },
      ],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, floor: undefined }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, floor: 'x' }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, area: 0 }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, houseNo: 'x'.repeat(21) }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, houseNo: '𠀀'.repeat(20) }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, houseNo: '𠀀'.repeat(21) }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, ownerName: '张三', ownerMobile: '139' }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, ...owner, cardNo: '110105194912310021' }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, ...owner, cardType: '护照X' }],
      [fastImportRows.highRiseHouse, highRiseHouseRow, { ...house, ownerMobile: '13900000001' }],
      [
        fastImportRows.highRiseBuilding,
        highRiseBuildingRow,
        { buildingName: '1栋', unitCount: 2, floorCount: undefined },
      ],
      [
        fastImportRows.highRiseBuilding,
        highRiseBuildingRow,
        { buildingName: '1栋', unitCount: 100, floorCount: 3 },
      ],
      [fastImportRows.villaGroup, villaGroupRow, { buildingName: '别墅区' }],
      [fastImportRows.villaGroup, villaGroupRow, { buildingName: undefined }],
      [
        fastImportRows.villaHouse,
        villaHouseRow,
        { buildingName: '别墅区', houseNo: 'V01', area: '265.00', ...owner },
      ],
      [
        fastImportRows.villaHouse,
        villaHouseRow,
        { buildingName: '别墅区', houseNo: 'V01', area: 'abc', ...noOwner },
      ],
      [
        fastImportRows.areaCorrection,
        areaCorrectionRow,
        { buildingName: '1栋', unitNo: undefined, houseNo: 'V01', area: 100 },
      ],
      [
        fastImportRows.areaCorrection,
        areaCorrectionRow,
        { buildingName: '1栋', unitNo: '1', houseNo: 'V01', area: -1 },
      ],
    ];
    for (const [fast, schema, record] of cases) {
      const parsed = schema.safeParse(record) as { success: boolean; data?: unknown };
      expect(fast(record)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
