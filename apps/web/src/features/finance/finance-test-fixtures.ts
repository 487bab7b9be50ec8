/** The account the finance page tests show and edit (阳光花园's shared funds, one report published). */
export const testFinanceAccount = {
  financialAccountId: 'FA1',
  accountType: 'OWNERS_SHARED_FUNDS',
  accountTypeName: '业主共有资金',
  accountName: '业主共有资金账户',
  otherTypeName: null,
  bankName: '工商银行',
  remark: null,
  reportCount: 1,
  publishedCount: 1,
  latestBalanceFen: 14_369_950,
  latestReportName: '2026年第一季度',
  gmtCreate: '2026-03-02T02:00:00.000Z',
};
