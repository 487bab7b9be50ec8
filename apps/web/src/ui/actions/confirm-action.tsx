import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './locale';

/**
 * The kinds of action confirmed before they run, each with one pattern across the workbench
 * (docs/ui-conventions.md): a centred dialog whose button names the action. A dialog rather than a
 * popover because these actions are public or cannot be undone, and a popover beside a small row
 * button is easy to miss or mis-tap on a phone.
 */
export type ConfirmKind = 'publish' | 'delete' | 'withdraw' | 'end' | 'cancel' | 'approve' | 'confirm';

/** Actions that remove or stop something: their button is red. */
const DANGEROUS: ReadonlySet<ConfirmKind> = new Set(['delete', 'withdraw', 'end', 'cancel']);

export type ConfirmRequest = {
  title: ReactNode;
  content?: ReactNode;
  /** The button's text when the kind's own word is not precise enough (删除草稿, 撤销申请). */
  okText?: ReactNode;
  /**
   * Runs on confirmation. A promise keeps the dialog open with a spinning button until it settles;
   * it must not reject (report failures in it), or the dialog stays open with an unhandled error.
   */
  onOk: () => unknown;
};

/** `confirm(kind, request)` opens the kind's confirmation dialog. */
export function useConfirmAction(): (kind: ConfirmKind, request: ConfirmRequest) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation('ui-actions');
  return (kind, request) => {
    modal.confirm({
      title: request.title,
      content: request.content,
      okText: request.okText ?? t(`ok.${kind}`),
      cancelText: t('cancel'),
      okButtonProps: DANGEROUS.has(kind) ? { danger: true } : undefined,
      onOk: async () => {
        await request.onOk();
      },
    });
  };
}

/**
 * Publishing a draft from its detail page when the draft is not complete: lists what is missing
 * (checked on the page with the domain's rules) and offers to edit the draft, instead of sending a
 * request the server would refuse.
 */
export function useMissingBeforePublish(): (missing: readonly string[], onEdit: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation('ui-actions');
  return (missing, onEdit) => {
    modal.confirm({
      title: t('missingTitle'),
      content: (
        <div data-testid="publish-missing">
          <ul className="publish-missing">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{t('missingHint')}</p>
        </div>
      ),
      okText: t('editDraft'),
      cancelText: t('close'),
      onOk: onEdit,
    });
  };
}
