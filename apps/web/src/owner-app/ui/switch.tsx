import { useId } from 'react';
import './switch.css';

/** An on/off setting with its label and a hint under it; the switch is a button with role switch. */
export function OwnerSwitch({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="owner-switch-row">
      <div>
        <div id={labelId} className="owner-switch-row__label">
          {label}
        </div>
        {hint ? (
          <div id={hintId} className="owner-switch-row__hint">
            {hint}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        data-testid={testId}
        className={checked ? 'oswitch oswitch--on' : 'oswitch'}
        onClick={() => onChange(!checked)}
      >
        <span className="oswitch__knob" />
      </button>
    </div>
  );
}
