import { useMemo } from 'react';
import { DOMAIN_ENUMS } from './domain-enums';
import { enumsEnUS } from './enums-en';
import { registerAreaLocale, type TFn } from './i18n-core';
import { useTranslation } from './use-translation';

/** The shape `labelledEnum` builds in packages/domain. */
export type LabelledEnum<V extends string = string> = {
  values: readonly V[];
  labels: Record<V, string>;
  label: (value: V) => string;
};

const zhCN = Object.fromEntries(
  Object.entries(DOMAIN_ENUMS).map(([name, enumeration]) => [name, enumeration.labels]),
);

// Chinese comes straight from the domain labels, so the Chinese UI cannot drift from the rules.
registerAreaLocale('enums', { zhCN, enUS: enumsEnUS });

// Some enums are exported under two names (QuickVoteDisplayState is QuestionnaireDisplayState).
const NAMES = new Map<object, string>(
  Object.entries(DOMAIN_ENUMS).map(([name, enumeration]) => [enumeration, name]),
);

/** The name an enum's labels live under in the `enums` namespace, if it is a registered domain enum. */
export function enumName(enumeration: object): string | undefined {
  return NAMES.get(enumeration);
}

/** An enum value's label in the UI language: the domain's Chinese label in zh-CN, English in en-US. */
export function enumLabel<V extends string>(t: TFn, enumeration: LabelledEnum<V>, value: NoInfer<V>): string {
  const name = NAMES.get(enumeration);
  const chinese = enumeration.labels[value] ?? value;
  if (!name) return chinese;
  return t(`${name}.${value}`, { ns: 'enums', defaultValue: chinese }) as string;
}

export type EnumLabeller = (<V extends string>(enumeration: LabelledEnum<V>, value: NoInfer<V>) => string) & {
  /** Select options `{ value, label }` for every value, labelled in the UI language. */
  options: <V extends string>(enumeration: LabelledEnum<V>) => { value: V; label: string }[];
};

/** `enumLabel` bound to the current language; re-renders the page when the language changes. */
export function useEnumLabel(): EnumLabeller {
  const { t } = useTranslation('enums');
  return useMemo(() => {
    const label = <V extends string>(enumeration: LabelledEnum<V>, value: NoInfer<V>) =>
      enumLabel(t, enumeration, value);
    return Object.assign(label, {
      options: <V extends string>(enumeration: LabelledEnum<V>) =>
        enumeration.values.map((value) => ({ value, label: label(enumeration, value) })),
    });
  }, [t]);
}
