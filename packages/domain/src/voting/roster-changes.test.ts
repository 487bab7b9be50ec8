import { describe, expect, it } from 'vitest';
import { loggedHouseArea, rosterChangeKindOf } from './roster-changes';

const house = (area: number, extra: Record<string, unknown> = {}) => ({
  id: 1,
  house_no: '101',
  register_area: area,
  survey_area: null,
  contract_area: null,
  voting_area: null,
  ...extra,
});
const link = (relation: string, name = '张三') => ({ id: 7, relation_type: relation, owner_name: name });

describe('roster changes after a roll froze', () => {
  it('reads the area a vote counts from a logged house row', () => {
    expect(loggedHouseArea(house(10_000))).toBe(10_000);
    // A voting-area correction counts before the register area, as in the roll.
    expect(loggedHouseArea(house(10_000, { voting_area: 9_950 }))).toBe(9_950);
    expect(loggedHouseArea(null)).toBeNull();
  });

  it('names house changes, telling an area change from another edit', () => {
    expect(rosterChangeKindOf({ subject: 'HOUSE', op: 'INSERT', oldRow: null, newRow: house(100) })).toBe(
      'HOUSE_ADDED',
    );
    expect(rosterChangeKindOf({ subject: 'HOUSE', op: 'DELETE', oldRow: house(100), newRow: null })).toBe(
      'HOUSE_REMOVED',
    );
    expect(
      rosterChangeKindOf({ subject: 'HOUSE', op: 'UPDATE', oldRow: house(10_000), newRow: house(20_000) }),
    ).toBe('HOUSE_AREA_CHANGED');
    expect(
      rosterChangeKindOf({
        subject: 'HOUSE',
        op: 'UPDATE',
        oldRow: house(10_000),
        newRow: house(10_000, { house_no: '102' }),
      }),
    ).toBe('HOUSE_CHANGED');
  });

  it('names owner changes and ignores family members and tenants', () => {
    const add = { subject: 'OWNER', op: 'INSERT', oldRow: null } as const;
    expect(rosterChangeKindOf({ ...add, newRow: link('OWNER') })).toBe('OWNER_ADDED');
    expect(rosterChangeKindOf({ ...add, newRow: link('TENANT') })).toBeNull();
    expect(rosterChangeKindOf({ subject: 'OWNER', op: 'DELETE', oldRow: link('OWNER'), newRow: null })).toBe(
      'OWNER_REMOVED',
    );
    const update = { subject: 'OWNER', op: 'UPDATE' } as const;
    expect(rosterChangeKindOf({ ...update, oldRow: link('FAMILY_MEMBER'), newRow: link('OWNER') })).toBe(
      'OWNER_ADDED',
    );
    expect(rosterChangeKindOf({ ...update, oldRow: link('OWNER'), newRow: link('TENANT') })).toBe(
      'OWNER_REMOVED',
    );
    expect(rosterChangeKindOf({ ...update, oldRow: link('OWNER'), newRow: link('OWNER', '李四') })).toBe(
      'OWNER_CHANGED',
    );
  });
});
