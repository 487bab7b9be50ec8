import {
  ScanDecision,
  ScanFlag,
  ScanPageState,
  ScanReading,
} from '@gongzhi/domain/voting/voting-paper-scan-api';
import { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../locales/enum-label';
import type { ScanIssue, ScanPage } from './scan-api';
import './scan-locale';

export const STATE_COLOR: Record<ScanPage['state'], string> = {
  NEEDS_DECISION: 'warning',
  NEEDS_CONFIRMATION: 'processing',
  CONFIRMED: 'success',
  FLAGGED: 'error',
  REJECTED: 'default',
};

/** Flags that stop a page from counting for good (a person enters the ballot by hand, or not at all). */
const HAND_ENTRY_FLAGS: ReadonlySet<ScanPage['flags'][number]> = new Set(['UNREADABLE', 'BLANK_BALLOT']);

export function needsHandEntry(page: ScanPage): boolean {
  return page.state === 'FLAGGED' && page.flags.some((flag) => HAND_ENTRY_FLAGS.has(flag));
}

/** What an issue of a page stands at: the person's decision, else the machine's reading. */
export function useIssueResult() {
  const enumLabel = useEnumLabel();
  const { t } = useTranslation('votingScan');
  return (issue: ScanIssue): { text: string; color: string } => {
    if (issue.decision) return { text: enumLabel(ScanDecision, issue.decision), color: 'blue' };
    if (issue.reading === 'CHOICE' && issue.option)
      return { text: enumLabel(VoteChoice, issue.option), color: 'green' };
    if (issue.reading === 'EMPTY') return { text: t('review.blank'), color: 'default' };
    return { text: enumLabel(ScanReading, 'DOUBTFUL'), color: 'orange' };
  };
}

/** The page's state as a tag, and its flags in words (重复扫描, 已在线投票, 伪造…). */
export function PageStateTags({ page }: { page: ScanPage }) {
  const enumLabel = useEnumLabel();
  return (
    <Space size={[4, 4]} wrap data-testid="scan-page-state">
      <Tag color={STATE_COLOR[page.state]}>{enumLabel(ScanPageState, page.state)}</Tag>
      {page.flags.map((flag) => (
        <Tag key={flag} color="red" data-testid="scan-flag">
          {enumLabel(ScanFlag, flag)}
        </Tag>
      ))}
    </Space>
  );
}

/** 1栋 1单元 101（张*） — or 未识别 when the code was not read. */
export function voterText(page: ScanPage, unknown: string): string {
  if (page.houseNames.length === 0) return unknown;
  const owners = page.ownerNames.length > 0 ? `（${page.ownerNames.join('、')}）` : '';
  return `${page.houseNames.join('、')}${owners}`;
}
