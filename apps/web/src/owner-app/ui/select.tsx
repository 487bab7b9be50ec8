import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import './select.css';

export type SelectOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  id: string;
  value: V | undefined;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
};

/**
 * A choice from a short list, as a select-only combobox (WAI-ARIA APG): the field opens a list
 * under it; click, or arrows and Enter, pick; Escape or a tap elsewhere closes it. The chosen label
 * shows as text. The wrapper, list and options also carry antd Select's class names: the Playwright
 * journeys (e2e support chooseOption, unchanged since the pages were antd's) pick an option by them.
 */
export function OwnerSelect<V extends string>({
  id,
  value,
  onChange,
  options,
  placeholder,
  invalid,
  required,
  describedBy,
}: Props<V>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const chosen = options.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const show = () => {
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
    setOpen(true);
  };
  const pick = (option: SelectOption<V> | undefined) => {
    if (option) onChange(option.value);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (!open && ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      show();
    } else if (open && event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(last, index + 1));
    } else if (open && event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (open && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      pick(options[active]);
    } else if (open && (event.key === 'Escape' || event.key === 'Tab')) {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={`osel ant-select${invalid ? ' osel--error' : ''}${open ? ' osel--open' : ''}`}>
      <span className={chosen ? 'osel__value' : 'osel__value osel__value--placeholder'} aria-hidden="true">
        {chosen?.label ?? placeholder}
      </span>
      <input
        id={id}
        className="osel__input"
        role="combobox"
        readOnly
        value={chosen?.label ?? ''}
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      />
      <span className="osel__arrow" aria-hidden="true" />
      {open ? (
        <div id={listId} className="osel__list ant-select-dropdown" role="listbox">
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={option.value}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={`osel__option ant-select-item-option${index === active ? ' osel__option--active' : ''}`}
              onPointerEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
