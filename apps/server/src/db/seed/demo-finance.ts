import type { ReportPeriod } from '@gongzhi/domain/finance/finance-enums';
import { checkReportTotals, type FinanceDirection } from '@gongzhi/domain/finance/finance-totals';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { financeReportLines, financeReports, financialAccounts } from '../tables/finance';

type Line = [FinanceDirection, string, number, string?];
type DemoReport = {
  reportId: string;
  year: number;
  period: ReportPeriod;
  opening: number;
  lines: Line[];
  published: boolean;
};

const SHARED_REPORTS: DemoReport[] = [
  {
    reportId: 'FRDEMO2026A',
    year: 2026,
    period: 'A',
    opening: 12_000_000,
    published: true,
    lines: [
      ['INCOME', '地面停车位租金', 2_400_000, '80个车位，每月100元'],
      ['INCOME', '电梯广告收益', 1_250_000, '分众传媒，季度结算'],
      ['EXPENSE', '消防设施维修', 1_080_050, '更换2栋消防栓3处'],
      ['EXPENSE', '业委会办公用品', 200_000],
    ],
  },
  {
    reportId: 'FRDEMO2026B',
    year: 2026,
    period: 'B',
    opening: 14_369_950,
    published: true,
    lines: [
      ['INCOME', '地面停车位租金', 2_400_000],
      ['INCOME', '电梯广告收益', 1_250_000],
      ['INCOME', '快递柜场地租金', 360_000],
      ['EXPENSE', '小区绿化补种', 865_000, '中心花园补种草坪120㎡'],
      ['EXPENSE', '业主大会会务费用', 132_080, '选票印刷及会场布置'],
    ],
  },
  {
    reportId: 'FRDEMO2026C',
    year: 2026,
    period: 'C',
    opening: 17_382_870,
    published: true,
    lines: [
      ['INCOME', '地面停车位租金', 2_400_000],
      ['INCOME', '电梯广告收益', 1_250_000],
      ['INCOME', '快递柜场地租金', 360_000],
      ['EXPENSE', '消防设施维修', 458_000],
      ['EXPENSE', '审计费用', 600_000, '委托会计师事务所年度审计'],
      ['EXPENSE', '业委会工作经费', 300_000],
    ],
  },
  {
    reportId: 'FRDEMO2026D',
    year: 2026,
    period: 'D',
    opening: 20_034_870,
    published: false,
    lines: [
      ['INCOME', '地面停车位租金', 1_600_000, '10—11月'],
      ['EXPENSE', '冬季管道防冻保温', 256_000],
    ],
  },
];

const MAINTENANCE_REPORTS: DemoReport[] = [
  {
    reportId: 'FRDEMO2026UM',
    year: 2026,
    period: 'U',
    opening: 386_500_000,
    published: true,
    lines: [
      ['INCOME', '专项维修资金利息', 1_932_500],
      ['EXPENSE', '2栋电梯主机更换（首期款）', 18_600_000, '经业主大会表决同意使用'],
    ],
  },
];

async function insertReports(
  tx: Db,
  accountId: number,
  communityId: number,
  userId: number | null,
  reports: DemoReport[],
) {
  const now = new Date();
  for (const report of reports) {
    const income = report.lines
      .filter(([d]) => d === 'INCOME')
      .reduce((sum, [, , amount]) => sum + amount, 0);
    const expense = report.lines
      .filter(([d]) => d === 'EXPENSE')
      .reduce((sum, [, , amount]) => sum + amount, 0);
    const values = {
      openingBalanceFen: report.opening,
      incomeTotalFen: income,
      expenseTotalFen: expense,
      closingBalanceFen: report.opening + income - expense,
      lines: report.lines.map(([direction, , amountFen]) => ({ direction, amountFen })),
    };
    // The demo obeys the same totals rule as the API.
    if (checkReportTotals(values)) throw new Error(`demo report ${report.reportId} does not add up`);
    const [row] = await tx
      .insert(financeReports)
      .values({
        reportId: report.reportId,
        accountId,
        communityId,
        year: report.year,
        period: report.period,
        openingBalanceFen: values.openingBalanceFen,
        incomeTotalFen: income,
        expenseTotalFen: expense,
        closingBalanceFen: values.closingBalanceFen,
        status: report.published ? 'PUBLISHED' : 'DRAFT',
        publishedAt: report.published ? now : null,
        remark: report.published ? '已经业主委员会全体委员审核' : null,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: financeReports.id });
    if (!row) continue;
    await tx.insert(financeReportLines).values(
      report.lines.map(([direction, itemName, amountFen, remark], sort) => ({
        reportId: row.id,
        sort,
        direction,
        itemName,
        amountFen,
        remark: remark ?? null,
      })),
    );
  }
}

/** Sunshine-finance demo of 阳光花园 (docs/contracts/notice.md): two accounts with quarterly and half-year reports. */
export async function seedFinanceDemo(tx: Db): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  if (!community) return;
  const [director] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000001'));
  const now = new Date();
  const [shared, maintenance] = await tx
    .insert(financialAccounts)
    .values([
      {
        financialAccountId: 'FADEMO0001',
        communityId: community.id,
        accountType: 'OWNERS_SHARED_FUNDS',
        accountName: '阳光花园业主共有资金账户',
        bankName: '招商银行深圳科技园支行',
        remark: '停车、广告、场地租赁等公共收益',
        createdBy: director?.id ?? null,
        createdAt: now,
      },
      {
        financialAccountId: 'FADEMO0002',
        communityId: community.id,
        accountType: 'HOUSING_MAINTENANCE_FUNDS',
        accountName: '住宅专项维修资金（阳光花园）',
        bankName: '建设银行深圳南山支行',
        remark: '由市住房专项维修资金管理中心监管',
        createdBy: director?.id ?? null,
        createdAt: now,
      },
    ])
    .returning({ id: financialAccounts.id });
  if (shared) await insertReports(tx, shared.id, community.id, director?.id ?? null, SHARED_REPORTS);
  if (maintenance)
    await insertReports(tx, maintenance.id, community.id, director?.id ?? null, MAINTENANCE_REPORTS);
}
