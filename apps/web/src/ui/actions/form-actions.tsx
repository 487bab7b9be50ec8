import type { ReactNode } from 'react';
import './form-actions.css';

/**
 * The action bar of a form (docs/ui-conventions.md): under the last field, left-aligned with the
 * fields, the primary action first (发布 / 提交 / 保存), then the secondary one (保存草稿), then 取消.
 * The slots fix the order, so no page puts them differently; on a phone the buttons wrap.
 */
export function FormActions({
  primary,
  secondary,
  cancel,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  cancel?: ReactNode;
}) {
  return (
    <div className="form-actions">
      {primary}
      {secondary}
      {cancel}
    </div>
  );
}
