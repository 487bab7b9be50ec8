import { useId } from 'react';
import './ui.css';

/** Two or three exclusive modes side by side (手写签名 | 输入姓名确认): radios drawn as 44 px segments. */
export function OwnerSegmented<V extends string>({
  value,
  options,
  onChange,
  ariaLabel,
}: {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  ariaLabel?: string;
}) {
  const name = useId();
  return (
    <fieldset className="osegmented" aria-label={ariaLabel}>
      {options.map((option) => (
        <label
          key={option.value}
          className={`osegmented__item${value === option.value ? ' osegmented__item--on' : ''}`}
        >
          <input
            className="osegmented__input"
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
