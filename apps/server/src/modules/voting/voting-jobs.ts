import { join } from 'node:path';
import { formatRatioAsRate } from '@gongzhi/domain/common/percent';
import { lawExactSettings, RuleBasis, ruleBasisOf } from '@gongzhi/domain/voting/local-rule';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { communities } from '../../db/schema';
import type { DownloadJobKind, JobRegistry } from '../../jobs/job-registry';
import { writePdf } from '../file/export/pdf-export';
import { type ExportCell, writeXlsx } from '../file/export/xlsx-export';
import { filesOf } from '../questionnaire/repository';
import { ballotCodeKey } from './ballot-code';
import { type BallotSheet, createBallotRenderer } from './ballot-pdf';
import { createVotingPaperService, houseName, type VotingPaperService } from './paper-service';
import { createProxyRepository } from './proxy-repository';
import { createVotingRepository, type VotingIssueRow, type VotingRow } from './repository';
import { VOTING_MANAGE } from './routes';
import { createVotingService, statisticDto, type VotingService } from './service';
import { shanghaiTime } from './shanghai-time';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const code = z.string().min(1).max(64);

function dayStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The deeming rule the tally applied and, under a local rule, its clause and each issue judged by
 * the law beside it (issue #22 item 3).
 */
async function lawExactRows(
  voting: VotingService,
  frozen: VotingRow,
  issues: readonly VotingIssueRow[],
): Promise<ExportCell[][]> {
  const basis = ruleBasisOf(frozen.settings);
  const rows: ExportCell[][] = [['计票规则', RuleBasis.label(basis)]];
  if (basis !== 'LOCAL_RULE') return rows;
  rows.push(['议事规则条款', frozen.settings.localRule?.clause ?? '']);
  const law = await voting.core.statistics(
    { ...frozen, settings: lawExactSettings(frozen.settings) },
    issues,
  );
  for (const result of law) {
    rows.push([
      `议题 ${result.issueKey} 按《民法典》计`,
      `参与面积 ${formatRatioAsRate(result.participating.area, result.total.area)}，参与人数 ${formatRatioAsRate(result.participating.heads, result.total.heads)}，${result.quorum ? '达到' : '未达到'}生效条件，${result.passed ? '通过' : '未通过'}`,
    ]);
  }
  return rows;
}

export { type BallotLayout, type BallotSheet, createBallotRenderer } from './ballot-pdf';
export { shanghaiTime };

function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export const paperBallotParams = z
  .object({
    votingCode: code,
    buildingCodes: z.array(code).max(1000).default([]),
    houseCodes: z.array(code).max(50000).default([]),
    onlyNotVoted: z.boolean().default(false),
    /** > 0: that many blank ballots (owner and houses written by hand) instead of the roll. */
    blankCount: z.number().int().min(0).max(500).default(0),
  })
  .strict();
export type PaperBallotParams = z.infer<typeof paperBallotParams>;

const votingParams = z.object({ votingCode: code }).strict();

async function communityNameOf(db: Db, communityId: number): Promise<string> {
  const [row] = await db
    .select({ name: communities.communityName })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row?.name ?? '';
}

async function votingOf(db: Db, communityId: number, votingCode: string): Promise<VotingRow> {
  const voting = await createVotingRepository(db).findByCode(votingCode);
  if (!voting || voting.communityId !== communityId) throw new Error('表决不存在');
  return voting;
}

/** The sheets to print: the frozen roll (or the live one before the start), filtered as asked. */
async function ballotSheets(db: Db, paper: VotingPaperService, voting: VotingRow, params: PaperBallotParams) {
  if (params.blankCount > 0) {
    return Array.from(
      { length: params.blankCount },
      (): BallotSheet => ({
        voterKey: 'BLANK',
        owners: '',
        houses: [],
        area: 0,
      }),
    );
  }
  const repo = createVotingRepository(db);
  const paperRepo = paper.paperRepository;
  const frozen = voting.rollFrozenAt !== null;
  let voters: { id: number; voterKey: string; ownerUserIds: number[]; area: number }[];
  let labels: Awaited<ReturnType<typeof paperRepo.voterHouseLabels>>;
  if (frozen) {
    voters = await repo.votersOf(voting.id);
    labels = await paperRepo.voterHouseLabels(voting.id, null);
  } else {
    const live = await paper.liveVoters(voting);
    voters = live.voters;
    labels = live.labels;
  }
  const wantedBuildings = new Set(params.buildingCodes);
  const wantedHouses = new Set(params.houseCodes);
  const buildingIds = new Set(
    (await paperRepo.buildingsOfCodes(voting.communityId, params.buildingCodes)).map((row) => row.id),
  );
  const voted = frozen && params.onlyNotVoted ? await paperRepo.votedVoterIds(voting.id) : new Set<number>();
  const byVoter = new Map<number, typeof labels>();
  for (const label of labels) {
    const list = byVoter.get(label.voterId) ?? [];
    list.push(label);
    byVoter.set(label.voterId, list);
  }
  const names = new Map(
    (await paperRepo.usersByIds([...new Set(voters.flatMap((voter) => voter.ownerUserIds))])).map((row) => [
      row.id,
      row.ownerName ?? '',
    ]),
  );
  const filtered = voters.filter((voter) => {
    if (voted.has(voter.id)) return false;
    const houses = byVoter.get(voter.id) ?? [];
    if (wantedBuildings.size === 0 && wantedHouses.size === 0) return true;
    return houses.some((house) => buildingIds.has(house.buildingId) || wantedHouses.has(house.houseCode));
  });
  return filtered.map(
    (voter): BallotSheet => ({
      voterKey: voter.voterKey,
      owners:
        voter.ownerUserIds.length === 0
          ? '开发建设单位'
          : voter.ownerUserIds.map((id) => names.get(id) ?? '').join('、'),
      houses: (byVoter.get(voter.id) ?? []).map(houseName),
      area: voter.area,
    }),
  );
}

export function paperBallotKind(
  db: Db,
  paper: VotingPaperService,
  appSecret: string,
): DownloadJobKind<PaperBallotParams> {
  const codeKey = ballotCodeKey(appSecret);
  return {
    kind: 'PAPER_BALLOT',
    name: '生成纸质表决票',
    permission: VOTING_MANAGE,
    params: paperBallotParams,
    fileName: ({ communityName, now }) => `${communityName}-纸质表决票-${dayStamp(now)}.pdf`,
    async run(context, params) {
      const voting = await votingOf(db, context.communityId, params.votingCode);
      const repo = createVotingRepository(db);
      const [issues, communityName, sheets] = await Promise.all([
        repo.issuesOf(voting.id),
        communityNameOf(db, context.communityId),
        ballotSheets(db, paper, voting, params),
      ]);
      const render = createBallotRenderer({ communityName, voting, issues }, codeKey);
      const pages = Math.max(1, sheets.length);
      const filePath = join(context.tempDir, 'ballots.pdf');
      const empty: BallotSheet = {
        voterKey: 'NONE',
        owners: '（没有需要打印的表决票）',
        houses: [],
        area: 0,
      };
      await writePdf(filePath, {
        count: pages,
        title: `${voting.title} 纸质表决票`,
        renderPage: (doc, index) => render(doc, sheets[index] ?? empty, index, pages),
        onProgress: (done) => context.reportProgress((done / pages) * 99),
      });
      return { filePath, contentType: 'application/pdf' };
    },
  };
}

export function votingStatisticsKind(
  db: Db,
  clock: Clock,
  paper: VotingPaperService,
): DownloadJobKind<{ votingCode: string }> {
  const voting = createVotingService({ db, clock });
  return {
    kind: 'VOTING_STATISTICS',
    name: '表决统计导出',
    permission: VOTING_MANAGE,
    params: votingParams,
    fileName: ({ communityName, now }) => `${communityName}-表决统计-${dayStamp(now)}.xlsx`,
    async run(context, params) {
      const row = await votingOf(db, context.communityId, params.votingCode);
      const frozen = await voting.core.ensureFrozen(row);
      const repo = createVotingRepository(db);
      const issues = await repo.issuesOf(frozen.id);
      const stats = (await voting.core.statistics(frozen, issues)).map((result) =>
        statisticDto(result, frozen.settings),
      );
      const buildings = await paper.buildingStatisticsOf(frozen);
      const titleOf = new Map(issues.map((issue) => [issue.issueKey, issue.title]));
      const issueRows: ExportCell[][] = stats.flatMap((stat) => [
        ...stat.optionStatistics.map((option): ExportCell[] => [
          titleOf.get(stat.issueKey) ?? '',
          option.name,
          option.area / 100,
          option.heads,
          formatRatioAsRate(option.area, stat.participating.area),
          formatRatioAsRate(option.heads, stat.participating.heads),
          formatRatioAsRate(option.area, stat.total.area),
          formatRatioAsRate(option.heads, stat.total.heads),
        ]),
        [
          titleOf.get(stat.issueKey) ?? '',
          '参与合计',
          stat.participating.area / 100,
          stat.participating.heads,
          '',
          '',
          formatRatioAsRate(stat.participating.area, stat.total.area),
          formatRatioAsRate(stat.participating.heads, stat.total.heads),
        ],
        [
          titleOf.get(stat.issueKey) ?? '',
          `结果：${stat.quorum ? '达到' : '未达到'}参与比例，${stat.passed ? '通过' : '未通过'}`,
          stat.total.area / 100,
          stat.total.heads,
          '',
          '',
          '',
          '',
        ],
      ]);
      const buildingRows: ExportCell[][] = buildings.flatMap((building) =>
        building.issues.map((issue): ExportCell[] => [
          building.buildingName,
          titleOf.get(issue.issueKey) ?? '',
          building.houseCount,
          building.totalArea / 100,
          building.votedHouseCount,
          building.votedArea / 100,
          issue.agree.heads,
          issue.agree.area / 100,
          issue.disagree.heads,
          issue.disagree.area / 100,
          issue.abstain.heads,
          issue.abstain.area / 100,
          issue.blank.heads,
        ]),
      );
      // The vote as announced (SPEC §3 votingDate, votingRule, signAttachment, faceAuthorizationLetter).
      const files = await filesOf(db, [...frozen.signAttachment, ...frozen.faceAuthorizationLetter]);
      const namesOf = (codes: readonly string[]) =>
        codes
          .flatMap((code) => files.filter((item) => item.attachmentId === code))
          .map((item) => item.sourceName)
          .join('、');
      const infoRows: ExportCell[][] = [
        ['表决标题', frozen.title],
        ['公告日期', frozen.votingDate ?? ''],
        ['表决时间', `${shanghaiTime(frozen.startDate)} 至 ${shanghaiTime(frozen.endDate)}`],
        ['表决规则说明', frozen.votingRule],
        ['签字文件', namesOf(frozen.signAttachment)],
        ['人脸核验授权书', namesOf(frozen.faceAuthorizationLetter)],
        ...(await lawExactRows(voting, frozen, issues)),
      ];
      const filePath = join(context.tempDir, 'statistics.xlsx');
      const AREA = { width: 14, numFmt: '0.00' };
      await writeXlsx(filePath, [
        {
          name: '议题统计',
          columns: [
            { header: '议题', width: 30 },
            { header: '选项', width: 30 },
            { header: '面积(㎡)', ...AREA },
            { header: '人数', width: 10 },
            { header: '占参与面积', width: 12 },
            { header: '占参与人数', width: 12 },
            { header: '占总面积', width: 12 },
            { header: '占总人数', width: 12 },
          ],
          rows: issueRows,
        },
        {
          name: '楼栋统计',
          columns: [
            { header: '楼栋', width: 14 },
            { header: '议题', width: 30 },
            { header: '房屋数', width: 10 },
            { header: '总面积(㎡)', ...AREA },
            { header: '已投房屋', width: 10 },
            { header: '已投面积(㎡)', ...AREA },
            { header: '同意(套)', width: 10 },
            { header: '同意面积(㎡)', ...AREA },
            { header: '反对(套)', width: 10 },
            { header: '反对面积(㎡)', ...AREA },
            { header: '弃权(套)', width: 10 },
            { header: '弃权面积(㎡)', ...AREA },
            { header: '空白(套)', width: 10 },
          ],
          rows: buildingRows,
        },
        {
          name: '表决信息',
          columns: [
            { header: '项目', width: 16 },
            { header: '内容', width: 80 },
          ],
          rows: infoRows,
        },
      ]);
      await context.reportProgress(99);
      return { filePath, contentType: XLSX };
    },
  };
}

export function onlineVoucherKind(
  db: Db,
  paper: VotingPaperService,
): DownloadJobKind<{ votingCode: string }> {
  return {
    kind: 'ONLINE_VOTE_VOUCHER',
    name: '导出线上投票凭证',
    permission: VOTING_MANAGE,
    params: votingParams,
    fileName: ({ communityName, now }) => `${communityName}-线上投票凭证-${dayStamp(now)}.xlsx`,
    async run(context, params) {
      const voting = await votingOf(db, context.communityId, params.votingCode);
      const paperRepo = paper.paperRepository;
      const [rows, labels, proxies] = await Promise.all([
        paperRepo.voucherRows(voting.id),
        paperRepo.voterHouseLabels(voting.id, null),
        // Ballots a proxy cast say so (委托投票, issue #22 item 5).
        createProxyRepository(db).castByHash(voting.id),
      ]);
      const housesOf = new Map<number, string[]>();
      for (const label of labels) {
        const list = housesOf.get(label.voterId) ?? [];
        list.push(houseName(label));
        housesOf.set(label.voterId, list);
      }
      const filePath = join(context.tempDir, 'voucher.xlsx');
      await writeXlsx(
        filePath,
        [
          {
            name: '线上投票凭证',
            columns: [
              { header: '序号', width: 8 },
              { header: '投票人', width: 14 },
              { header: '手机号', width: 14 },
              { header: '房屋', width: 40 },
              { header: '投票时间', width: 18 },
              { header: '渠道', width: 8 },
              { header: '代投', width: 24 },
              { header: '选票哈希', width: 70 },
            ],
            rows: rows.map((row, index): ExportCell[] => [
              index + 1,
              row.ownerName ?? '',
              maskMobile(row.mobile),
              (housesOf.get(row.voterId) ?? []).join('、'),
              shanghaiTime(row.createdAt),
              row.channel === 'ONLINE' ? '线上' : '纸质',
              proxyCell(proxies.get(row.chainHash)),
              row.chainHash,
            ]),
          },
        ],
        (written) => context.reportProgress(rows.length ? (written / rows.length) * 99 : 99),
      );
      return { filePath, contentType: XLSX };
    },
  };
}

/** "代投：王五（邻居）" for a ballot a proxy cast, else empty. */
function proxyCell(proxy: { proxyName: string; proxyRelation: string } | undefined): string {
  return proxy ? `代投：${proxy.proxyName}（${proxy.proxyRelation}）` : '';
}

/** Registers the voting area's download jobs (one line in app.ts). */
/** `appSecret`: the key of the printed ballots' QR codes is derived from it (ballot-code.ts). */
export function registerVotingJobs(registry: JobRegistry, deps: { db: Db; clock: Clock; appSecret: string }) {
  const paper = createVotingPaperService({ ...deps, voting: createVotingService(deps) });
  registry.register(paperBallotKind(deps.db, paper, deps.appSecret));
  registry.register(votingStatisticsKind(deps.db, deps.clock, paper));
  registry.register(onlineVoucherKind(deps.db, paper));
}
