import { COMPARISON_SYMBOLS, ComparisonOperator } from '@gongzhi/domain/voting/comparison-operator';
import type { RuleTriple } from '@gongzhi/domain/voting/voting-rules';
import AutoComplete from 'antd/es/auto-complete';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

const RATIO_PRESETS = ['1/2', '2/3', '3/4', '1'].map((value) => ({ value }));
const DEFAULT_OPTIONAL: RuleTriple = ['1/2', '1/2', 'GREATER_THAN'];

type RuleInputProps = {
  id?: string;
  value?: RuleTriple | null;
  onChange?: (value: RuleTriple | null) => void;
  /** Shows a switch that turns the rule on and off (the counting rule). */
  optional?: boolean;
  /** Accessible name prefix, e.g. 生效规则. */
  label: string;
};

/**
 * One rule triple [面积比例, 人数比例, 比较符]: ratios as exact fractions ("2/3"; presets offered, any
 * n/d typed), the operator with its symbol and Chinese name (SPEC §9).
 */
export function RuleInput({ id, value, onChange, optional, label }: RuleInputProps) {
  const { t } = useTranslation('voting');
  const enumLabel = useEnumLabel();
  const rule = value ?? null;
  const set = (index: 0 | 1 | 2, next: string) => {
    const base: RuleTriple = rule ? [...rule] : [...DEFAULT_OPTIONAL];
    base[index] = next as never;
    onChange?.(base);
  };
  return (
    <div className="voting-rule-row" id={id}>
      {optional ? (
        <Switch
          size="small"
          checked={rule !== null}
          aria-label={t('form.ruleEnable', { label })}
          onChange={(checked) => onChange?.(checked ? [...DEFAULT_OPTIONAL] : null)}
        />
      ) : null}
      {rule ? (
        <>
          <span>{t('form.ruleArea')}</span>
          <Select<ComparisonOperator>
            size="small"
            style={{ width: 128, flex: 'none' }}
            aria-label={t('form.ruleOperator', { label })}
            value={rule[2]}
            popupMatchSelectWidth={false}
            options={ComparisonOperator.values.map((operator) => ({
              value: operator,
              label: `${COMPARISON_SYMBOLS[operator]} ${enumLabel(ComparisonOperator, operator)}`,
            }))}
            onChange={(operator) => set(2, operator)}
          />
          <AutoComplete
            size="small"
            className="voting-rule-ratio"
            style={{ width: 96, flex: 'none' }}
            aria-label={t('form.ruleAreaRatio', { label })}
            value={rule[0]}
            options={RATIO_PRESETS}
            onChange={(text: string) => set(0, text.trim())}
          />
          <span>{t('form.ruleAnd')}</span>
          <span>{t('form.ruleHeads')}</span>
          <span>{COMPARISON_SYMBOLS[rule[2]]}</span>
          <AutoComplete
            size="small"
            className="voting-rule-ratio"
            style={{ width: 96, flex: 'none' }}
            aria-label={t('form.ruleHeadRatio', { label })}
            value={rule[1]}
            options={RATIO_PRESETS}
            onChange={(text: string) => set(1, text.trim())}
          />
        </>
      ) : (
        <span className="voting-muted">{t('form.ruleOff')}</span>
      )}
    </div>
  );
}
