import type { ReactNode } from 'react';
import './ui.css';

const MARK = { success: '✓', info: 'i', warning: '!' } as const;

/** A coloured note across the page (已提交, 已撤回, why one cannot answer), with an optional action. */
export function OwnerNoticeBar({
  tone,
  message,
  description,
  action,
  testId,
}: {
  tone: keyof typeof MARK;
  message: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`onotice onotice--${tone}`}
      role={tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className="onotice__mark" aria-hidden="true">
        {MARK[tone]}
      </span>
      <div className="onotice__body">
        <div className="onotice__message">{message}</div>
        {description ? <div className="onotice__description">{description}</div> : null}
      </div>
      {action}
    </div>
  );
}
