import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useWorkbench } from '../../shell/workbench-context';
import { type VotingInfo, votingInfoQuery } from './voting-api';
import { QueryState } from './voting-shared';

export type VotingPageProps = { communityInfoCode: string; vote: VotingInfo };

/**
 * The opening of a workbench page about one voting (/manage/…/:votingCode): nothing without a
 * community, the loading or error state while the voting is read, then `page` with the voting.
 * 纸质表决票, 扫描识别, 表决结果公示, 导出 and its printable page start this way; the page's hooks stay
 * in `page`, below the early returns. 无效票 and 送达记录 do not: they show their lists while the
 * voting (only their title) is still being read.
 */
export function VotingPageGate({ page: Page }: { page: ComponentType<VotingPageProps> }) {
  const { community } = useWorkbench();
  const { votingCode = '' } = useParams();
  const communityInfoCode = community?.communityInfoCode ?? '';
  const info = useQuery({ ...votingInfoQuery(communityInfoCode, votingCode), enabled: !!community });
  if (!community) return <Empty />;
  if (!info.data) return <QueryState error={info.error} loading={info.isPending} />;
  return <Page communityInfoCode={communityInfoCode} vote={info.data} />;
}
