import { describe, expect, it } from 'vitest';
import { areaCorrectionRow, highRiseBuildingRow, highRiseHouseRow, villaHouseRow } from './import-rows';

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
});
