import { formatMessage, MESSAGES } from '@gongzhi/domain/common/messages';
import type { UploadFailure } from './upload-h5-api';
import type { UploadTexts } from './upload-h5-texts';

type MessageKey = keyof typeof MESSAGES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each fixed sentence as a pattern whose groups capture its {n} arguments (lib/domain-message.ts).
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
 * A server or domain sentence (the Chinese of SPEC) in the language of `texts`: matched against the
 * MESSAGES templates and refilled in the translated one; any other text comes back unchanged.
 */
export function localize(text: string, texts: UploadTexts): string {
  for (const { key, pattern, order } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args: string[] = [];
    order.forEach((argument, index) => {
      args[argument] = match[index + 1] ?? '';
    });
    return formatMessage(texts.messages[key] ?? MESSAGES[key], ...args);
  }
  return text;
}

/** A SPEC message in the language of `texts`. */
export function message(texts: UploadTexts, key: MessageKey, ...args: string[]): string {
  return formatMessage(texts.messages[key] ?? MESSAGES[key], ...args);
}

/** What an upload failure reads in the language of `texts`. */
export function failureText(failure: UploadFailure, texts: UploadTexts): string {
  switch (failure.kind) {
    case 'message':
      return message(texts, failure.key, ...(failure.args ?? []).map((arg) => localize(arg, texts)));
    case 'text':
      return localize(failure.text, texts);
    case 'network':
      return texts.network;
    case 'timeout':
      return texts.timeout;
  }
}
