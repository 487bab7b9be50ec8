import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage, isRequestFailure } from '../../lib/request';
import { type CustomerClue, customerClueListQuery } from './customer-clue-api';
import './customer-clue-locale';

const PAGE_SIZES = [20, 50, 100];

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * /manage/customerClue (ours, docs/contracts/site.md): platform operators read the leads of the
 * public contact form. Search and paging live in the query string, so a link or reload keeps them.
 */
export function CustomerCluePage() {
  const { t } = useTranslation('siteClue');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const size = PAGE_SIZES.includes(positiveInt(params.get('size'), 20))
    ? positiveInt(params.get('size'), 20)
    : 20;
  const [draft, setDraft] = useState(keyword);
  const list = useQuery(customerClueListQuery({ page, size, keyword }));

  const update = (next: { page?: number; size?: number; keyword?: string }) => {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  };

  if (isRequestFailure(list.error) && list.error.code === 403) {
    return <Result status="403" subTitle={t('notOperator')} />;
  }

  return (
    // The layout's page header already says 客户线索, so the card carries no second title.
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          value={draft}
          maxLength={50}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          style={{ width: 320 }}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim(), page: 1 })}
        />
        {list.data ? <Typography.Text>{t('total', { count: list.data.total })}</Typography.Text> : null}
      </Space>
      {list.error && !list.data ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('loadFailed', { message: failureMessage(list.error) })}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      <Table<CustomerClue>
        rowKey="customerClueId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: keyword ? t('emptySearch', { keyword }) : t('empty') }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: (nextPage, nextSize) =>
            update(nextSize !== size ? { page: 1, size: nextSize } : { page: nextPage }),
        }}
        columns={[
          {
            title: t('columns.gmtCreate'),
            dataIndex: 'gmtCreate',
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          { title: t('columns.name'), dataIndex: 'name', width: 100 },
          {
            title: t('columns.mobile'),
            dataIndex: 'mobile',
            width: 120,
            render: (value: string) => <a href={`tel:${value}`}>{value}</a>,
          },
          {
            title: t('columns.identity'),
            dataIndex: 'identity',
            width: 130,
            render: (value: CustomerClue['identity']) => t(`identity.${value}`),
          },
          { title: t('columns.communityName'), dataIndex: 'communityName', width: 140 },
          {
            title: t('columns.city'),
            dataIndex: 'city',
            width: 80,
            render: (value: string | null) => value ?? '—',
          },
          {
            title: t('columns.content'),
            dataIndex: 'content',
            render: (value: string | null) =>
              value ? (
                <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true }}>
                  {value}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">{t('noContent')}</Typography.Text>
              ),
          },
          {
            title: t('columns.source'),
            dataIndex: 'source',
            width: 120,
            render: (value: CustomerClue['source']) => t(`source.${value}`),
          },
        ]}
      />
    </Card>
  );
}
