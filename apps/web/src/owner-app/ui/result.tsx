import type { ReactNode } from 'react';
import './result.css';

export type ResultStatus = 'success' | 'info' | 'warning' | 'error';

const SIGN: Record<ResultStatus, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/** The outcome of an action (提交成功, 登录已确认 …): a coloured sign, a title, a line, what to do next. */
export function OwnerResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`oresult oresult--${status}`}>
      <div className="oresult__sign" aria-hidden="true">
        {SIGN[status]}
      </div>
      <div className="oresult__title">{title}</div>
      {subTitle ? <p className="oresult__sub">{subTitle}</p> : null}
      {extra ? <div className="oresult__extra">{extra}</div> : null}
    </div>
  );
}
