import type { ReactNode } from 'react';
import type { GateKind } from '../ui/gate';

const SIGN: Record<GateKind, string> = { certification: '!', reviewing: 'i', forbidden: '403', info: 'i' };

/** ui/gate's "you may not see this yet" in plain components: the same test hooks (data-gate). */
export function OwnerGate({
  kind,
  title,
  reason,
  action,
}: {
  kind: GateKind;
  title: ReactNode;
  reason: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="gate ogate" data-testid="gate" data-gate={kind}>
      <div className={`ogate__sign ogate__sign--${kind}`} aria-hidden="true">
        {SIGN[kind]}
      </div>
      <div className="ogate__title">{title}</div>
      <p className="ogate__reason">{reason}</p>
      {action ?? null}
    </div>
  );
}
