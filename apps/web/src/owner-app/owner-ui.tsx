import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useSyncExternalStore,
} from 'react';
import './owner-ui.css';

/**
 * The owner H5's own small components (issue #25): button, cell, field, tag, toast and dialog, plain
 * React and CSS: no owner page loads antd.
 */

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  kind?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
};

export function OwnerButton({
  kind = 'default',
  block,
  loading,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['ob', `ob--${kind}`, block ? 'ob--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="ob__spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  /** Shown under the input in red; marks the input invalid. */
  error?: string | null;
  /** A hint under the input (e.g. the demo SMS code). */
  extra?: ReactNode;
  prefix?: ReactNode;
  /** Beside the input (e.g. 获取验证码). */
  addon?: ReactNode;
};

export function OwnerField({ label, error, extra, prefix, addon, id, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  return (
    <div className={error ? 'of of--error' : 'of'}>
      <label className="of__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="of__row">
        <span className="of__box">
          {prefix ? <span className="of__prefix">{prefix}</span> : null}
          <input
            id={inputId}
            className="of__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error || extra ? messageId : undefined}
            {...input}
          />
        </span>
        {addon}
      </div>
      {error || extra ? (
        <div id={messageId} className={error ? 'of__error' : 'of__extra'} role={error ? 'alert' : undefined}>
          {error ?? extra}
        </div>
      ) : null}
    </div>
  );
}

/** A row of a list: main text, a line under it, something on the right. */
export function OwnerCell({ title, meta, extra }: { title: ReactNode; meta?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="owner-house">
      <div>
        <div className="owner-house__name">{title}</div>
        {meta === undefined ? null : <div className="owner-house__meta">{meta}</div>}
      </div>
      {extra}
    </div>
  );
}

export type TagTone = 'success' | 'error' | 'processing' | 'warning' | 'default';

export function OwnerTag({ tone = 'default', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`otag otag--${tone}`}>{children}</span>;
}

/** A short loading placeholder (grey bars). */
export function OwnerSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="oskel" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder bars
        <div key={index} className="oskel__bar" />
      ))}
    </div>
  );
}

type Toast = { id: number; text: string; kind: 'success' | 'error' | 'info' };
let toasts: Toast[] = [];
let nextToast = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a short message at the top of the screen for `seconds` (3 by default). */
export function showToast(text: string, kind: Toast['kind'] = 'info', seconds = 3): void {
  const id = nextToast++;
  toasts = [...toasts, { id, text, kind }];
  emit();
  window.setTimeout(() => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }, seconds * 1000);
}

/** Where the toasts show; rendered once by the owner app. */
export function OwnerToastHost() {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div className="otoast" aria-live="polite">
      {shown.map((toast) => (
        <div
          key={toast.id}
          // ant-message-notice: the hook the journeys (unchanged since antd's message) read a toast by.
          className={`otoast__item otoast__item--${toast.kind} ant-message-notice`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}

type DialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okText: string;
  onOk: () => void;
  cancelText?: string;
  onCancel?: () => void;
};

/** A modal dialog with one or two buttons; Escape cancels (or confirms when there is no cancel). */
export function OwnerDialog({ open, title, children, okText, onOk, cancelText, onCancel }: DialogProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') (onCancel ?? onOk)();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOk, onCancel]);
  if (!open) return null;
  return (
    <div className="odialog">
      <div className="odialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div id={titleId} className="odialog__title">
          {title}
        </div>
        {children ? <div className="odialog__body">{children}</div> : null}
        <div className="odialog__actions">
          {onCancel ? <OwnerButton onClick={onCancel}>{cancelText}</OwnerButton> : null}
          <OwnerButton kind="primary" onClick={onOk} autoFocus>
            {okText}
          </OwnerButton>
        </div>
      </div>
    </div>
  );
}
