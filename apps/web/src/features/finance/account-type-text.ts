import { FinanceAccountType } from '@gongzhi/domain/finance/finance-enums';
import type { EnumLabeller } from '../../locales/enum-label';

/**
 * An account's type in the UI language. The server's accountTypeName carries the name the
 * committee typed for an OTHER account, so that one is kept; every other type follows the language.
 */
export function accountTypeText(
  enumLabel: EnumLabeller,
  account: { accountType: FinanceAccountType; accountTypeName: string },
): string {
  const custom =
    account.accountType === 'OTHER' && account.accountTypeName !== FinanceAccountType.label('OTHER');
  return custom ? account.accountTypeName : enumLabel(FinanceAccountType, account.accountType);
}
