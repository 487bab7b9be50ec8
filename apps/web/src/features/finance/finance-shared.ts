import { hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { formatFen, yuanToFen } from '@gongzhi/domain/finance/money';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { useWorkbench } from '../../shell/workbench-context';

/**
 * Shows an error once: failed calls are already toasted by the request interceptor (SPEC §8) and
 * form validation shows on the fields, so only other errors get a message here.
 */
export function reportError(message: { error: (text: string) => unknown }, error: unknown): void {
  if (isRequestFailure(error)) return;
  if (error && typeof error === 'object' && 'errorFields' in error) return;
  message.error(failureMessage(error));
}

/** The workbench's community and whether the member may manage its finance. */
export function useFinanceScope() {
  const { community, permissions } = useWorkbench();
  return {
    code: community?.communityInfoCode ?? null,
    canManage: hasAnyPermission(permissions, ['FINANCE_MANAGEMENT']),
  };
}

/** Signed yuan from an InputNumber to fen, by string arithmetic (0.29 → 29). */
export function numberToFen(value: number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const fen = yuanToFen(Math.abs(value).toFixed(2)) ?? 0;
  return value < 0 ? -fen : fen;
}

/** Fen to the yuan an InputNumber shows (29 → 0.29). */
export const fenToNumber = (fen: number) => Number(formatFen(fen, { grouping: false }));
