import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { illustrateVote } from './vote-illustrate';
import type { VotingInfo } from './voting-api';
import './locale';

const vote = {
  scopeType: 'COMMUNITY',
  startDate: '2026-12-01T01:00:00.000Z',
  endDate: '2026-12-15T10:00:00.000Z',
  pdStartDate: null,
  pdEndDate: null,
  settings: {
    nonResponsePolicy: 'ABSTAIN',
    followMajorityOffered: true,
    blankCountsAsParticipation: false,
    proxyVoting: false,
  },
  issues: [
    {
      issueKey: '1',
      title: '改建车棚',
      issueType: 'REBUILD',
      effectRuleParam: ['2/3', '2/3', 'GREATER_THAN_OR_EQUAL'],
      votingRuleParam: ['3/4', '3/4', 'GREATER_THAN_OR_EQUAL'],
      countingRuleParam: null,
      belowLegalFloor: false,
    },
  ],
} as unknown as VotingInfo;

describe('the rules explained', () => {
  it('writes the rule triples, the major matter and the settings out in plain Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    const text = illustrateVote(i18n.getFixedT('zh-CN', 'voting'), vote)
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(text).toContain(
      '议题1“改建车棚”属于“改建、重建建筑物及其附属设施”（属于《民法典》第二百七十八条第二款规定的重大事项）',
    );
    expect(text).toContain('专有部分面积占比大于等于三分之二，且人数占比大于等于三分之二');
    expect(text).toContain('专有部分面积占比大于等于四分之三');
    expect(text).toContain('未投票的业主：视为弃权。');
    expect(text).toContain('空白票）不计为参与表决');
    expect(text).toContain('表决票提供“从众”选项');
    expect(text).toContain('纸质表决票在投票进行期间由工作人员录入');
  });

  it('gives the announcement day and the committee’s rules text line by line (SPEC §3)', async () => {
    await i18n.changeLanguage('zh-CN');
    const sections = illustrateVote(i18n.getFixedT('zh-CN', 'voting'), {
      ...vote,
      votingDate: '2026-11-20',
      votingRule: '一户一票\n\n在线投票优先',
    } as VotingInfo);
    expect(sections[0]?.paragraphs).toContain('公告日期：2026-11-20');
    expect(sections.find((section) => section.title === '表决规则说明')?.paragraphs).toEqual([
      '一户一票',
      '在线投票优先',
    ]);
  });
});
