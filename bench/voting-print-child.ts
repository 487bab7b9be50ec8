/**
 * One measured paper-ballot PDF run in its own process: `<ballots> <file>`. Renders the ballots
 * with the very page function the PAPER_BALLOT download job uses (createBallotRenderer: owners, houses,
 * 8 issues with option boxes, registration marks, a keyed QR code per ballot) and prints pages/s and peak RSS.
 */
import { writePdf } from '../apps/server/src/modules/file/export/pdf-export';
import { ballotCodeKey } from '../apps/server/src/modules/voting/ballot-code';
import {
  type BallotLayout,
  type BallotSheet,
  createBallotRenderer,
} from '../apps/server/src/modules/voting/voting-jobs';
import { peakRssMb } from './support/child';

const [countText, file] = process.argv.slice(2);
const count = Number(countText);
const SURNAMES = ['陈', '林', '黄', '吴', '郑', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['建国', '秀英', '海涛', '玉兰', '志强', '丽华'];
const TITLES = [
  '是否同意续聘阳光物业服务有限公司',
  '是否同意物业费维持每月每平方米2.5元',
  '是否同意使用专项维修资金维修电梯',
  '是否同意修订《管理规约》第十二条',
  '是否同意选举第三届业主委员会委员',
  '是否同意增设电动自行车集中充电设施',
  '是否同意公共收益用于小区绿化改造',
  '是否同意制定《业主大会议事规则》',
];
const TYPES = [
  'PROPERTY_SERVICE',
  'OTHER',
  'USE_MAINTENANCE_FUND',
  'MANAGEMENT_STATUTE',
  'ELECT_COMMITTEE',
  'CHANGE_COMMON_USE',
  'OTHER',
  'RULES_OF_PROCEDURE',
] as const;
const start = new Date('2026-03-02T02:00:00.000Z');
const layout: BallotLayout = {
  communityName: '阳光花园',
  voting: {
    votingCode: 'V20260302ABCDEFGH',
    title: '阳光花园2026年第一次业主大会表决',
    startDate: start,
    endDate: new Date(start.getTime() + 14 * 86_400_000),
    settings: {
      nonResponsePolicy: 'NOT_PARTICIPATED',
      followMajorityOffered: false,
      blankCountsAsParticipation: true,
      proxyVoting: false,
    },
  },
  issues: TITLES.map((title, index) => ({
    issueKey: String(index + 1),
    title,
    issueType: TYPES[index] ?? 'OTHER',
  })),
};
function sheet(index: number): BallotSheet {
  const building = (index % 50) + 1;
  const floor = (Math.floor(index / 50) % 30) + 1;
  const houses = [`${building}栋 ${(index % 4) + 1}单元 ${floor}0${(index % 4) + 1}`];
  if (index % 10 === 0) houses.push(`${building}栋 车位 B${index % 300}`);
  return {
    voterKey: String(100000 + index),
    owners: `${SURNAMES[index % 10]}${GIVEN[index % 6]}${index % 7 === 0 ? `、${SURNAMES[(index + 3) % 10]}${GIVEN[(index + 1) % 6]}` : ''}`,
    houses,
    area: 8950 + (index % 5000),
  };
}
if (file && count > 0) {
  const started = performance.now();
  const render = createBallotRenderer(layout, ballotCodeKey('bench-app-secret'));
  await writePdf(file, {
    count,
    title: '纸质表决票',
    renderPage: (doc, index) => render(doc, sheet(index), index, count),
  });
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      peakRssMb: peakRssMb(),
      count,
      pagesPerSecond: Math.round((count / ms) * 1000),
    }),
  );
}
