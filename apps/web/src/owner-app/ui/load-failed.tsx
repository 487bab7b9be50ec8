import type { ReactNode } from 'react';
import { failureMessage } from '../../lib/request';
import { OwnerButton } from '../owner-ui';

type Props = {
  title: string;
  /** The failure; its message (the server's reason) shows under the title. */
  error?: unknown;
  /** A reason to show instead of the error's message. */
  reason?: string;
  retryText?: string;
  onRetry?: () => void;
  /** Another way on (e.g. a link back to the list). */
  action?: ReactNode;
};

/** A page that could not load: what failed, the server's reason, and a retry or a way on. */
export function OwnerLoadFailed({ title, error, reason, retryText, onRetry, action }: Props) {
  const shown = reason ?? (error ? failureMessage(error) : undefined);
  return (
    <div className="ogate" role="alert">
      <div className="ogate__title">{title}</div>
      {shown ? <p className="ogate__reason">{shown}</p> : null}
      {onRetry ? <OwnerButton onClick={onRetry}>{retryText}</OwnerButton> : null}
      {action}
    </div>
  );
}
