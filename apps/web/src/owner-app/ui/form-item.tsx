import type { ReactNode } from 'react';
import './form.css';

type Props = {
  label: string;
  /** The id of the control the label names. */
  htmlFor: string;
  /** Marks the label as required (the control carries aria-required itself). */
  required?: boolean;
  error?: string | null;
  /** The id the error is given, for the control's aria-describedby. */
  errorId?: string;
  hidden?: boolean;
  children: ReactNode;
};

/**
 * One labelled row of an owner form: label (with the required mark), control, error under it.
 * The error also carries antd's class name: the Playwright journeys (e2e, unchanged since the pages
 * were antd's) find a refused field by `.ant-form-item-explain-error`.
 */
export function OwnerFormItem({ label, htmlFor, required, error, errorId, hidden, children }: Props) {
  return (
    <div className={error ? 'ofi ofi--error' : 'ofi'} hidden={hidden}>
      <label className={required ? 'ofi__label ofi__label--required' : 'ofi__label'} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorId} className="ofi__error ant-form-item-explain-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
