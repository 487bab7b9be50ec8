import { remainingPlaceholders } from '@gongzhi/domain/common/template-placeholders';
import type App from 'antd/es/app';
import { i18n } from '../../locales/i18n';
import './locale';

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * Before publishing text that came from a template: resolves true when no 【…】 placeholder is left,
 * else asks (仍要发布 / 返回修改) and resolves with the answer.
 */
export function confirmNoPlaceholders(
  modal: Modal,
  ...texts: readonly (string | null | undefined)[]
): Promise<boolean> {
  const left = remainingPlaceholders(...texts);
  if (left.length === 0) return Promise.resolve(true);
  const t = i18n.getFixedT(null, 'templateText');
  return new Promise((resolve) => {
    modal.confirm({
      title: t('title'),
      content: t('content', { placeholders: left.join('、') }),
      okText: t('publishAnyway'),
      cancelText: t('backToEdit'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
