import { useEffect, useState } from 'react';
import type { LabelledEnum } from '../locales/enum-label';
import { useTranslation } from '../locales/use-translation';

let englishLabels: Promise<unknown> | null = null;

/**
 * Enum labels for the owner entry without loading every domain enum up front: Chinese is the
 * domain's own label; English (the `enums` namespace of locales/enum-label) is loaded when the UI is
 * in English, and the page re-renders once it is there. `name` is the enum's name in that namespace.
 */
export function useOwnerEnumLabel(): <V extends string>(
  name: string,
  enumeration: LabelledEnum<V>,
  value: V,
) => string {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  const [, setLoaded] = useState(0);
  const loaded = i18n.hasResourceBundle('en-US', 'enums');
  useEffect(() => {
    if (!english || loaded) return;
    englishLabels ??= import('../locales/enum-label');
    void englishLabels.then(() => setLoaded((count) => count + 1));
  }, [english, loaded]);
  return (name, enumeration, value) => {
    const chinese = enumeration.labels[value] ?? value;
    return english && loaded ? t(`${name}.${value}`, { ns: 'enums', defaultValue: chinese }) : chinese;
  };
}
