import type { CommunityDto } from '@gongzhi/domain/account/user-info';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';

type CommunitySelectorProps = {
  communities: readonly CommunityDto[];
  value: string | null;
  disabled: boolean;
  onChange: (code: string) => void;
};

/** The searchable community selector of the header (disabled where the page fixes the community). */
export function CommunitySelector({ communities, value, disabled, onChange }: CommunitySelectorProps) {
  const { t } = useTranslation();
  return (
    <Select
      className="community-selector"
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      disabled={disabled}
      placeholder={t('shell.communityPlaceholder')}
      aria-label={t('shell.communityPlaceholder')}
      notFoundContent={t('shell.noCommunity')}
      options={communities.map((community) => ({
        value: community.communityInfoCode,
        label: community.communityName,
      }))}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
