import { describe, expect, it } from 'vitest';
import { buildAreaTree } from './community-info';

const place = {
  provinceName: '广东省',
  cityName: '深圳市',
  districtName: '南山区',
  streetCode: 'ST',
  streetName: '南山街道',
};

describe('buildAreaTree', () => {
  it('nests communities under province, city, district and street', () => {
    const tree = buildAreaTree([
      { communityInfoCode: 'A', communityName: '甲', ...place },
      { communityInfoCode: 'B', communityName: '乙', ...place },
      { communityInfoCode: 'C', communityName: '丙', ...place, districtName: null },
    ]);
    expect(tree).toHaveLength(1);
    const districts = tree[0]?.children[0]?.children ?? [];
    expect(districts.map((node) => node.name)).toEqual(['南山区', '未知']);
    const street = districts[0]?.children[0];
    expect(street).toMatchObject({ code: 'ST', name: '南山街道', level: 'STREET' });
    expect(street?.children.map((node) => node.code)).toEqual(['A', 'B']);
  });

  it('is empty without communities', () => {
    expect(buildAreaTree([])).toEqual([]);
  });
});
