import { describe, expect, it } from 'vitest';
import { DOMAIN_ENUMS } from './domain-enums';
import { enumLabel, enumName, type LabelledEnum } from './enum-label';
import { enumsEnUS } from './enums-en';
import { i18n } from './i18n';

// Every module of packages/domain, so an enum added anywhere there is checked without listing it here.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/domain/src/**/*.ts', '!../../../../packages/domain/src/**/*.test.ts'],
  { eager: true },
);

function isLabelledEnum(value: unknown): value is LabelledEnum {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as LabelledEnum).values) &&
    typeof (value as LabelledEnum).labels === 'object' &&
    typeof (value as LabelledEnum).label === 'function'
  );
}

const found = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, LabelledEnum] => isLabelledEnum(entry[1]))
    .map(([exportName, enumeration]) => ({
      where: `${file.replace(/^.*\/src\//, '')}#${exportName}`,
      enumeration,
    })),
);

describe('domain enum labels', () => {
  it('find the domain enums', () => {
    expect(found.length).toBeGreaterThan(50);
  });

  it.each(found.map(({ where, enumeration }) => [where, enumeration] as const))(
    '%s is registered and has English for every value',
    (where, enumeration) => {
      const name = enumName(enumeration);
      expect(name, `${where} is missing from locales/domain-enums.ts`).toBeDefined();
      const english = (enumsEnUS as Record<string, Record<string, string>>)[name as string] ?? {};
      for (const value of enumeration.values) {
        expect(english[value], `${name}.${value}`).toMatch(/^[^\u4e00-\u9fff]+$/);
      }
      expect(Object.keys(english).sort()).toEqual([...enumeration.values].sort());
    },
  );

  it('registers only domain enums', () => {
    expect(Object.keys(enumsEnUS).sort()).toEqual(Object.keys(DOMAIN_ENUMS).sort());
  });

  it('follows the UI language and keeps the domain Chinese', async () => {
    const { VotingState } = DOMAIN_ENUMS;
    const zh = i18n.getFixedT('zh-CN');
    const en = i18n.getFixedT('en-US');
    for (const value of VotingState.values)
      expect(enumLabel(zh, VotingState, value)).toBe(VotingState.label(value));
    expect(enumLabel(en, VotingState, 'ABANDONED')).toBe('Withdrawn');
    expect(enumLabel(en, DOMAIN_ENUMS.RoleType, 'COMMITTEE_DIRECTOR')).toBe("Owners' committee director");
  });
});
