import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HouseGrid, layoutHouses } from './house-grid';
import type { House } from './roster-api';

function house(unit: string, floor: number, index: number, overrides: Partial<House> = {}): House {
  const houseNo = `${floor}${String(index).padStart(2, '0')}`;
  return {
    houseCode: `H-${unit}-${houseNo}`,
    buildingCode: 'B1',
    buildingName: '1栋',
    buildingAttribute: 'HIGH_RISE',
    unitNo: unit,
    floor,
    houseNo,
    registerArea: 8950,
    surveyArea: null,
    contractArea: null,
    votingArea: null,
    area: 8950,
    ownerCount: index % 3,
    owners: [],
    certificationState: index % 2 === 0 ? 'YES' : 'NO',
    infoComplete: true,
    ...overrides,
  };
}

/** 2 units × 30 floors × 10 houses: a 600-house tower. */
function tower(): House[] {
  const houses: House[] = [];
  for (const unit of ['1', '2']) {
    for (let floor = 1; floor <= 30; floor += 1) {
      for (let index = 1; index <= 10; index += 1) houses.push(house(unit, floor, index));
    }
  }
  return houses;
}

describe('layoutHouses', () => {
  it('puts the top floor first and keeps a house in its unit column on every floor', () => {
    const houses = [house('1', 1, 1), house('1', 2, 1), house('1', 2, 2), house('2', 1, 1)];
    const layout = layoutHouses(houses, 'HIGH_RISE');
    // Unit 1 is two columns wide (floor 2 has two houses), then a gap column, then unit 2.
    expect(layout.units).toEqual([
      { unit: '1', span: 2 },
      { unit: '2', span: 1 },
    ]);
    expect(layout.columns).toBe('64px repeat(2, minmax(88px, 136px)) 10px repeat(1, minmax(88px, 136px))');
    const slots = (index: number) =>
      layout.rows[index]?.slots.map((slot) => (slot.kind === 'house' ? slot.house.houseNo : slot.kind));
    expect(layout.rows.map((row) => row.floor)).toEqual([2, 1]);
    expect(slots(0)).toEqual(['201', '202', 'gap', 'empty']);
    expect(slots(1)).toEqual(['101', 'empty', 'gap', '101']);
  });

  it('orders units and house numbers naturally', () => {
    const houses = [house('10', 1, 1), house('2', 1, 1), house('2', 1, 10), house('2', 1, 2)];
    const layout = layoutHouses(houses, 'HIGH_RISE');
    expect(layout.units.map((unit) => unit.unit)).toEqual(['2', '10']);
    const row = layout.rows[0]?.slots.map((slot) =>
      slot.kind === 'house' ? slot.house.houseCode : slot.kind,
    );
    expect(row).toEqual(['H-2-101', 'H-2-102', 'H-2-110', 'gap', 'H-10-101']);
  });

  it('lays villas out as one flowing grid in house-number order', () => {
    const villas = ['A12', 'A2', 'A1'].map((houseNo, index) =>
      house('', 1, index, { houseNo, houseCode: houseNo, buildingAttribute: 'VILLA', unitNo: null }),
    );
    const layout = layoutHouses(villas, 'VILLA');
    expect(layout.rows).toEqual([]);
    expect(layout.villas.map((villa) => villa.houseNo)).toEqual(['A1', 'A2', 'A12']);
  });
});

describe('HouseGrid', () => {
  it('shows number, area, owners and certification state, and opens the clicked house', () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <HouseGrid
        houses={[house('1', 12, 1, { ownerCount: 2, certificationState: 'YES' })]}
        attribute="HIGH_RISE"
        onOpen={onOpen}
      />,
    );
    const cell = screen.getByRole('button', { name: /1201/ });
    expect(cell.textContent).toBe('1201已认证89.50㎡2位业主');
    expect(screen.getByText('12层')).toBeTruthy();
    expect(screen.getByText('1单元')).toBeTruthy();
    fireEvent.click(cell.querySelector('.house-cell__area') as Element);
    expect(onOpen).toHaveBeenCalledWith('H-1-1201');
  });

  // The ≤ 500 ms browser target is measured by `npm run bench:roster-grid`, not asserted here.
  it('renders every house of a 600-house tower as one button', () => {
    renderWithProviders(<HouseGrid houses={tower()} attribute="HIGH_RISE" onOpen={() => undefined} />);
    expect(screen.getByTestId('house-grid').querySelectorAll('button.house-cell')).toHaveLength(600);
  });
});
