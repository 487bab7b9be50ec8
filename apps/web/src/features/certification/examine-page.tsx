import { mayReviewCertifications } from '@gongzhi/domain/certification/certification-access';
import {
  CertificationType,
  IdCardType,
  OwnerCertificationReviewState,
} from '@gongzhi/domain/certification/certification-enums';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useWorkbench } from '../../shell/workbench-context';
import { type CertificationListItem, certificationSearchQuery, houseLabel } from './certification-api';
import './certification.css';
import './locale';
import { useEnumLabel } from '../../locales/enum-label';

// The detail drawer (images, review forms) loads on first open, keeping the list page light.
const CertificationDrawer = lazy(async () => ({
  default: (await import('./certification-drawer')).CertificationDrawer,
}));

/** Colours of the review states (SPEC §4). */
const REVIEW_STATE_COLOR: Record<OwnerCertificationReviewState, string> = {
  REVIEWING: 'processing',
  APPROVE: 'success',
  REJECTED: 'error',
};

/** /manage/HouseRoster/examine and /government/…: owner certification review (SPEC §2.4, §6). */
export function ExaminePage() {
  const { community, permissions } = useWorkbench();
  if (!community) return <Empty />;
  return (
    <ExamineContent
      key={community.communityInfoCode}
      communityInfoCode={community.communityInfoCode}
      mayReview={mayReviewCertifications(permissions)}
    />
  );
}

const PAGE_SIZE = 20;

/** `mayReview` false: government staff read the records; approve and reject are not offered. */
function ExamineContent({ communityInfoCode, mayReview }: { communityInfoCode: string; mayReview: boolean }) {
  const { t } = useTranslation('certification');
  const enumLabel = useEnumLabel();
  const [state, setState] = useState<OwnerCertificationReviewState | undefined>('REVIEWING');
  const [types, setTypes] = useState<CertificationType[]>([]);
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const open = (certificationId: string) => {
    setDrawerUsed(true);
    setOpenId(certificationId);
  };

  const list = useQuery(certificationSearchQuery({ communityInfoCode, page, size, state, types, searchKey }));

  const columns: ColumnsType<CertificationListItem> = [
    {
      title: t('examine.columns.gmtCreate'),
      dataIndex: 'gmtCreate',
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('examine.columns.gmtReview'),
      dataIndex: 'gmtReview',
      render: (value: string | null) => formatDateTime(value) || '—',
    },
    {
      title: t('examine.columns.applicant'),
      dataIndex: 'ownerName',
      render: (name: string, item) => (
        <Space size={4}>
          <span>{name}</span>
          {item.isAgent === 'YES' ? <Tag>{t('examine.agent')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('examine.columns.house'), key: 'house', render: (_value, item) => houseLabel(item.house) },
    { title: t('examine.columns.houseCount'), dataIndex: 'houseCount', align: 'right' },
    {
      title: t('examine.columns.cardType'),
      dataIndex: 'cardType',
      render: (value: IdCardType) => enumLabel(IdCardType, value),
    },
    {
      title: t('examine.columns.agentCardType'),
      dataIndex: 'agentCardType',
      render: (value: IdCardType | null) => (value ? enumLabel(IdCardType, value) : '—'),
    },
    {
      title: t('examine.columns.certificationType'),
      dataIndex: 'certificationType',
      render: (value: CertificationType) => enumLabel(CertificationType, value),
    },
    {
      title: t('examine.columns.state'),
      dataIndex: 'state',
      render: (value: OwnerCertificationReviewState) => (
        <Tag color={REVIEW_STATE_COLOR[value]}>{enumLabel(OwnerCertificationReviewState, value)}</Tag>
      ),
    },
    {
      title: t('examine.columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, item) => (
        <Button type="link" size="small" onClick={() => open(item.certificationId)}>
          {mayReview && item.state === 'REVIEWING' ? t('examine.review') : t('examine.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <div className="examine-filters">
        <Select<OwnerCertificationReviewState>
          allowClear
          aria-label={t('examine.state')}
          placeholder={t('examine.allStates')}
          value={state}
          options={enumLabel.options(OwnerCertificationReviewState)}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          className="examine-filters__state"
        />
        <Select<CertificationType[]>
          mode="multiple"
          allowClear
          aria-label={t('examine.types')}
          placeholder={t('examine.allTypes')}
          value={types}
          options={enumLabel.options(CertificationType)}
          onChange={(value) => {
            setTypes(value);
            setPage(1);
          }}
          className="examine-filters__types"
        />
        <Input.Search
          allowClear
          aria-label={t('examine.search')}
          placeholder={t('examine.search')}
          onSearch={(value) => {
            setSearchKey(value.trim());
            setPage(1);
          }}
          className="examine-filters__search"
        />
      </div>
      <Table<CertificationListItem>
        rowKey="certificationId"
        size="middle"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('examine.total', { total }),
          onChange: (next, nextSize) => {
            setPage(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
      {/* Mounted from the first opening on, so later closings still animate. */}
      {openId === null && !drawerUsed ? null : (
        <Suspense fallback={null}>
          <CertificationDrawer
            communityInfoCode={communityInfoCode}
            certificationId={openId}
            mayReview={mayReview}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
