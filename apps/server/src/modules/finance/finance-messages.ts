/** Refusals of the sunshine-finance calls (ours). */
export const FINANCE_MESSAGES = {
  hidden: '该小区的财务由合作方系统公开，暂不支持阳光财务功能',
  accountNotFound: '财务账户不存在',
  reportNotFound: '财务报告不存在',
  accountHasReports: '该账户下已有财务报告，不能删除',
  periodExists: '该账户此期间的财务报告已存在',
  published: '财务报告已公开，不能修改或删除',
  notOwner: '财务报告不存在',
} as const;
