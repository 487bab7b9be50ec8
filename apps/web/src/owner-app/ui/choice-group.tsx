import { useId } from 'react';
import './ui.css';

export type ChoiceOption<V> = { value: V; label: string };

type Props<V> = {
  options: readonly ChoiceOption<V>[];
  /** The element whose text names the group (a question's title). */
  labelledBy?: string;
  ariaLabel?: string;
  disabled?: boolean;
  /** Large rows (elder mode: ≥ 56 px, 20 px type); the page passes useElderMode().enabled. */
  large?: boolean;
} & (
  | { multiple?: false; value: V | undefined; onChange: (value: V) => void }
  | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
);

/**
 * Radio buttons (or checkboxes with `multiple`) drawn as whole-width rows: the row is the tap
 * target (≥ 44 px; with `large`, or under elder mode's data-elder on <html>, ≥ 56 px with 20 px type).
 */
export function OwnerChoiceGroup<V extends string | number>(props: Props<V>) {
  const name = useId();
  const { options, labelledBy, ariaLabel, disabled, large } = props;
  const checked = (value: V) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: V) => {
    if (!props.multiple) return props.onChange(value);
    const next = props.value.includes(value)
      ? props.value.filter((current) => current !== value)
      : [...props.value, value];
    // Keep the options' order, whatever order they were ticked in.
    props.onChange(options.map((option) => option.value).filter((option) => next.includes(option)));
  };
  const className = large ? 'ochoice ochoice--large' : 'ochoice';
  const rows = options.map((option) => (
    <label
      key={String(option.value)}
      className={`ochoice__row${checked(option.value) ? ' ochoice__row--on' : ''}${disabled ? ' ochoice__row--disabled' : ''}`}
    >
      <input
        className="ochoice__input"
        type={props.multiple ? 'checkbox' : 'radio'}
        name={name}
        checked={checked(option.value)}
        disabled={disabled}
        onChange={() => toggle(option.value)}
      />
      <span>{option.label}</span>
    </label>
  ));
  // A group of checkboxes is a fieldset; radios are a radiogroup (the arrow keys move between them).
  return props.multiple ? (
    <fieldset className={className} aria-labelledby={labelledBy} aria-label={ariaLabel}>
      {rows}
    </fieldset>
  ) : (
    <div className={className} role="radiogroup" aria-labelledby={labelledBy} aria-label={ariaLabel}>
      {rows}
    </div>
  );
}
