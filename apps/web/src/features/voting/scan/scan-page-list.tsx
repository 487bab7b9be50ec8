import { ScanPageFilter } from '@gongzhi/domain/voting/voting-paper-scan-api';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../locales/enum-label';
import type { VotingInfo } from '../voting-api';
import { QueryState } from '../voting-shared';
import { type ScanPage, scanPagesQuery } from './scan-api';
import { ScanReview } from './scan-review';
import { PageStateTags, useIssueResult, voterText } from './scan-shared';
import './scan-locale';

const PAGE_SIZE = 20;
/** The filters in the order of the work: what waits for a person first. */
const FILTERS: ScanPageFilter[] = ['NEEDS_CONFIRMATION', 'NEEDS_DECISION', 'FLAGGED', 'DONE', 'ALL'];

type Ref = { communityInfoCode: string; votingCode: string };

/** 扫描页: the pages read, filtered by what they wait for; a row opens the scan beside its reading. */
export function ScanPageList({
  scanRef,
  vote,
  canManage,
}: {
  scanRef: Ref;
  vote: VotingInfo;
  canManage: boolean;
}) {
  const { t } = useTranslation('votingScan');
  const enumLabel = useEnumLabel();
  const result = useIssueResult();
  const [filter, setFilter] = useState<ScanPageFilter>('NEEDS_CONFIRMATION');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // The page as the last action answered it, until the list is fetched again.
  const [answered, setAnswered] = useState<ScanPage | null>(null);
  const pages = useQuery(scanPagesQuery(scanRef, filter, page, PAGE_SIZE));
  const list = pages.data?.list ?? [];
  const fromList = list.find((item) => item.pageId === openId) ?? null;
  const open = answered?.pageId === openId ? answered : fromList;
  // 下一张: the next row of the list that still waits for the same kind of work, else the next row.
  const nextOf = (current: ScanPage) => {
    const rest = list.filter((item) => item.pageId !== current.pageId);
    return rest.find((item) => item.state === current.state) ?? rest[0] ?? null;
  };
  const next = open ? nextOf(open) : null;
  return (
    <div data-testid="scan-pages">
      <Segmented<ScanPageFilter>
        className="scan-filter"
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={FILTERS.map((value) => ({ value, label: enumLabel(ScanPageFilter, value) }))}
      />
      {pages.isError ? <QueryState error={pages.error} loading={false} /> : null}
      <Table<ScanPage>
        rowKey="pageId"
        size="small"
        loading={pages.isFetching && !pages.data}
        dataSource={list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('pages.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: pages.data?.total ?? 0,
          showTotal: (total) => t('pages.total', { total }),
          onChange: setPage,
        }}
        onRow={() => ({ 'data-testid': 'scan-page-row' }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('pages.ballot'),
            key: 'ballot',
            render: (_v, row) => (
              <div>
                <div>{row.ballotNumber ?? '—'}</div>
                <div className="voting-muted">
                  {t('pages.pageOf', { file: row.fileName, page: row.pageNumber })}
                </div>
              </div>
            ),
          },
          {
            title: t('pages.voter'),
            key: 'voter',
            render: (_v, row) => voterText(row, t('pages.unknownVoter')),
          },
          {
            title: t('pages.reading'),
            key: 'reading',
            render: (_v, row) => (
              <span className="scan-reading-tags">
                {row.issues.map((issue) => {
                  const shown = result(issue);
                  return (
                    <Tag key={issue.issueKey} color={shown.color}>
                      {issue.issueKey}. {shown.text}
                    </Tag>
                  );
                })}
              </span>
            ),
          },
          { title: t('pages.state'), key: 'state', render: (_v, row) => <PageStateTags page={row} /> },
          {
            title: t('pages.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_v, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setAnswered(null);
                  setOpenId(row.pageId);
                }}
              >
                {canManage && row.state === 'NEEDS_CONFIRMATION'
                  ? t('pages.openConfirm')
                  : canManage && row.state === 'NEEDS_DECISION'
                    ? t('pages.openDecide')
                    : t('pages.open')}
              </Button>
            ),
          },
        ]}
      />
      <ScanReview
        scanRef={scanRef}
        vote={vote}
        page={open}
        canManage={canManage}
        onChange={setAnswered}
        onNext={
          next
            ? () => {
                setAnswered(null);
                setOpenId(next.pageId);
              }
            : null
        }
        onClose={() => {
          setAnswered(null);
          setOpenId(null);
        }}
      />
    </div>
  );
}
