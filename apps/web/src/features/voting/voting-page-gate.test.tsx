import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWorkbenchPage, stubFetchPerTest, testWorkbench } from '../../test/workbench-page';
import { VotingPageGate, type VotingPageProps } from './voting-page-gate';

// The opening five voting pages share (纸质表决票, 扫描识别, 表决结果公示, 导出 and its printable page):
// the page itself only renders once there is a community and the voting has been read.

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/voting/infoSimplify') && url.includes('votingCode=V1')) {
    return ok({ votingCode: 'V1', title: '关于外墙翻新的表决' });
  }
  return undefined;
});

function Page({ communityInfoCode, vote }: VotingPageProps) {
  return (
    <p data-testid="page">
      {communityInfoCode} {vote.votingCode} {vote.title}
    </p>
  );
}

const render = (path: string, withCommunity = true) => {
  const workbench = testWorkbench(['VOTING_VIEW'], 'voteDetail', 'YGHY001');
  return renderWorkbenchPage({
    routes: { '/manage/votePublic/:votingCode': <VotingPageGate page={Page} /> },
    path,
    workbench: withCommunity ? workbench : { ...workbench, community: null },
  });
};

describe('VotingPageGate', () => {
  it('renders the page with the community and the voting read by the address', async () => {
    render('/manage/votePublic/V1');
    expect((await screen.findByTestId('page')).textContent).toBe('YGHY001 V1 关于外墙翻新的表决');
  });

  it('shows the error and no page when the voting cannot be read', async () => {
    render('/manage/votePublic/V2');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('page')).toBeNull();
  });

  it('shows an empty state and reads nothing without a community', () => {
    const { container } = render('/manage/votePublic/V1', false);
    expect(container.querySelector('.ant-empty')).not.toBeNull();
    expect(screen.queryByTestId('page')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
