import { GlobalOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, type Language } from '../locales/i18n';

const LABELS: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

type LanguageSwitchProps = { light?: boolean };

/** Switches between Chinese and English; the choice is kept in local storage. */
export function LanguageSwitch({ light = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LABELS) as Language[]).map((language) => ({
          key: language,
          label: LABELS[language],
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // The accessible name holds the visible language name (WCAG 2.5.3, label in name).
        aria-label={`${t('app.language')}: ${LABELS[current]}`}
        className={light ? 'on-dark' : ''}
      >
        <span className="language-switch__label">{LABELS[current]}</span>
      </Button>
    </Dropdown>
  );
}
