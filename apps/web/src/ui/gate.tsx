import Result from 'antd/es/result';
import type { ReactNode } from 'react';

/** Why a page is not shown yet: each kind has its own icon, the same layout everywhere. */
export type GateKind = 'certification' | 'reviewing' | 'forbidden' | 'info';

const STATUS = {
  certification: 'warning',
  reviewing: 'info',
  forbidden: '403',
  info: 'info',
} as const;

type GateProps = {
  kind: GateKind;
  /** What is missing, e.g. 政府认证未完成. */
  title: ReactNode;
  /** Why the page is refused and what to do. */
  reason: ReactNode;
  /** At most one action that removes the reason (去认证, 注册小区…); none when the user cannot act. */
  action?: ReactNode;
};

/**
 * The one gate for "you may not see this yet" (issue #24): a page refused for a known reason shows
 * this instead of its content, and renders none of the content's components, so no request that the
 * server is known to refuse is sent.
 */
export function Gate({ kind, title, reason, action }: GateProps) {
  return (
    <div className="gate" data-testid="gate" data-gate={kind}>
      <Result status={STATUS[kind]} title={title} subTitle={reason} extra={action ?? null} />
    </div>
  );
}
