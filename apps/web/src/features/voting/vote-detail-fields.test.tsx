import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { VoteDetailPage } from './vote-detail-page';
import { VoteExportPrintPage } from './vote-export-pages';

// Issue #28 item 7: the vote's announcement date, rules text and files (materials, the signed
// decision, the face-check authorisation) are shown on the detail page and the printable export.

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const file = (attachmentId: string, sourceName: string) => ({
  attachmentId,
  pubAttachmentId: `P-${attachmentId}`,
  sourceName,
  contentType: 'application/pdf',
  size: 10,
});

const INFO = {
  votingCode: 'V1',
  title: '关于外墙翻新的表决',
  votingState: 'HAS_NOT_STARTED',
  votingStateName: '未开始',
  scopeType: 'COMMUNITY',
  startDate: '2026-12-01T01:00:00.000Z',
  endDate: '2026-12-15T10:00:00.000Z',
  pdStartDate: null,
  pdEndDate: null,
  votingDate: '2026-11-20',
  issueCount: 0,
  gmtCreate: '2026-11-19T01:00:00.000Z',
  description: '',
  materialAttachments: ['A1'],
  votingRule: '一户一票\n在线投票优先',
  signAttachment: ['S1'],
  faceAuthorizationLetter: [],
  files: [file('A1', '外墙方案.pdf'), file('S1', '业委会决议签字页.pdf')],
  buildingCodes: [],
  houseCodes: [],
  settings: {
    nonResponsePolicy: 'NOT_PARTICIPATED',
    followMajorityOffered: false,
    blankCountsAsParticipation: true,
    proxyVoting: false,
  },
  issues: [],
  rollFrozen: false,
  ballotCount: 0,
  votingIssueStatistics: [],
  chain: { head: '0'.repeat(64), count: 0 },
};

stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/voting/infoSimplify')) return ok(INFO);
  if (url.startsWith('/v1/voting/buildingStatistics')) return ok([]);
  return undefined;
});

const render = (path: string) =>
  renderWorkbenchPage({
    routes: {
      '/manage/voteDetail/:votingCode': <VoteDetailPage />,
      '/manage/voteExportPage/:votingCode': <VoteExportPrintPage />,
    },
    path,
    workbench: testWorkbench(['VOTING_VIEW'], 'voteDetail', 'YGHY001'),
  });

describe('the SPEC §3 vote fields on the workbench', () => {
  it('the detail shows the announcement date, the rules text and each file by name', async () => {
    render('/manage/voteDetail/V1');
    expect((await screen.findByTestId('vote-voting-date')).textContent).toBe('2026-11-20');
    expect(screen.getByTestId('vote-voting-rule').textContent).toBe('一户一票\n在线投票优先');
    expect(within(screen.getByTestId('vote-materialAttachments')).getByText('外墙方案.pdf')).toBeTruthy();
    expect(within(screen.getByTestId('vote-signAttachment')).getByText('业委会决议签字页.pdf')).toBeTruthy();
    expect(screen.getByTestId('vote-faceAuthorizationLetter').textContent).toBe('无');
  });

  it('the printable export names the announcement date and the rules', async () => {
    render('/manage/voteExportPage/V1');
    expect((await screen.findByTestId('print-voting-rule')).textContent).toContain('一户一票');
    expect(screen.getByText(/公告日期：2026-11-20/)).toBeTruthy();
  });
});
