import { z } from 'zod';

const zhCN = z.locales.zhCN().localeError;

function fieldPath(path: readonly PropertyKey[] | undefined): string {
  return (path ?? []).map(String).join('.');
}

/**
 * Default zod messages in Chinese, prefixed with the field path so a person knows what to fix
 * ("mobile：无效输入…"). Messages written into the domain schemas win over this map, so they show
 * exactly as written. Idempotent: importing it from several places configures zod once.
 */
export function configureZodMessages(): void {
  z.config({
    localeError: (issue) => {
      const base = zhCN?.(issue);
      const message = typeof base === 'string' ? base : (base?.message ?? '输入无效');
      const path = fieldPath((issue as { path?: PropertyKey[] }).path);
      return path ? `${path}：${message}` : message;
    },
  });
}

configureZodMessages();
