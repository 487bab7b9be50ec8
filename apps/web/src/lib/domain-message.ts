import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import { i18n } from '../locales/i18n-core';

type MessageKey = keyof typeof MESSAGES;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Each fixed sentence as a pattern whose groups capture its {n} arguments, in template order.
const PATTERNS = (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, template]) => ({
  key,
  pattern: new RegExp(
    `^${template
      .split(/\{\d+\}/)
      .map(escapeRegExp)
      .join('(.*?)')}$`,
    's',
  ),
  order: [...template.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1])),
}));

/**
 * Domain rules answer in the Chinese of SPEC (`checkUpload` → 文件大小不能超过20MB). This shows such a
 * sentence in the current language by matching it against the domain's MESSAGES templates and
 * refilling the translated template with the same arguments; any other text comes back unchanged.
 */
export function localizeMessage(text: string): string {
  for (const { key, pattern, order } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args: string[] = [];
    order.forEach((argument, index) => {
      args[argument] = match[index + 1] ?? '';
    });
    return formatMessage(i18n.t(`messages.${key}`), ...args);
  }
  return text;
}
