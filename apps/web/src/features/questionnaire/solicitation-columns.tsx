import type { ColumnType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';

/**
 * The list columns questionnaires and quick resolutions share (issue #24's list convention): start
 * and end in one column, heads with the latest answer in another, so the title keeps its width and
 * nothing hides behind the fixed actions column. `t` is the list's namespace, which names
 * columns.time, columns.until, columns.joined, columns.joinNumValue and columns.joinDate.
 */
export function periodColumn<T extends { startDate: string | null; endDate: string | null }>(
  t: TFunction,
): ColumnType<T> {
  return {
    title: t('columns.time'),
    key: 'time',
    width: 150,
    render: (_value, item) => (
      <>
        <div>{formatDateTime(item.startDate) || '—'}</div>
        <div>{t('columns.until', { end: formatDateTime(item.endDate) || '—' })}</div>
      </>
    ),
  };
}

export function joinedColumn<T extends { joinNum: number; joinDate: string | null }>(
  t: TFunction,
): ColumnType<T> {
  return {
    title: t('columns.joined'),
    key: 'joined',
    width: 160,
    render: (_value, item) => (
      <>
        <div data-testid="join-num">{t('columns.joinNumValue', { count: item.joinNum })}</div>
        <Typography.Text type="secondary">
          <span>{t('columns.joinDate')}</span> {formatDateTime(item.joinDate) || '—'}
        </Typography.Text>
      </>
    ),
  };
}
