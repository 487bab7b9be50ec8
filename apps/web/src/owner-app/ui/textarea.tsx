import type { TextareaHTMLAttributes } from 'react';
import './form.css';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  invalid?: boolean;
};

/** A multi-line input with the count of characters typed against its limit (antd's showCount). */
export function OwnerTextArea({ value, onChange, maxLength, invalid, ...rest }: Props) {
  return (
    <div className={invalid ? 'otext otext--error' : 'otext'}>
      <textarea
        className="otext__input"
        value={value}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <span className="otext__count" aria-hidden="true">
        {value.length} / {maxLength}
      </span>
    </div>
  );
}
