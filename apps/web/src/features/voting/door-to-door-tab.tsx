import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { DoorToDoorItem, DoorToDoorList, VisitMark } from '@gongzhi/domain/voting/door-to-door';
import { VisitMark as VisitMarks } from '@gongzhi/domain/voting/door-to-door';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { downloadFile, failureMessage, request } from '../../lib/request';
import { votingKey } from './voting-api';
import './door-to-door-locale';
import './door-to-door.css';

type Ref = { communityInfoCode: string; votingCode: string };

export function doorToDoorQuery(ref: Ref, buildingCode: string | undefined) {
  return queryOptions({
    queryKey: [...votingKey(ref.communityInfoCode), 'doorToDoor', ref.votingCode, buildingCode ?? ''],
    queryFn: () =>
      request<DoorToDoorList>({
        url: '/v1/voting/doorToDoorList',
        data: { ...ref, ...(buildingCode ? { buildingCode } : {}) },
        intercept: false,
      }),
    retry: false,
  });
}

const markVisit = (input: Ref & { houseCode: string; mark: VisitMark }) =>
  request<DoorToDoorItem>({
    url: '/v1/voting/doorToDoorMark',
    method: 'POST',
    data: input,
    intercept: false,
  });

const printBallots = (input: Ref & { buildingCode: string }) =>
  request<{ jobId: string }>({
    url: '/v1/voting/doorToDoorPrint',
    method: 'POST',
    data: input,
    intercept: false,
  });

/**
 * 扫楼清单 (issue #26 item 2): per building the owners who have not voted, with delivery state and the
 * last visit; four large mark buttons per household for a volunteer on a phone; 导出 and 打印选票.
 */
export function DoorToDoorTab({
  communityInfoCode,
  votingCode,
  canPrint,
  downloadsLink,
}: Ref & { canPrint: boolean; downloadsLink: string }) {
  const { t } = useTranslation('votingDoors');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const ref = { communityInfoCode, votingCode };
  const [buildingCode, setBuildingCode] = useState<string | undefined>(undefined);
  const list = useQuery(doorToDoorQuery(ref, buildingCode));
  const data = list.data;
  const current = data?.buildingCode ?? undefined;

  const mark = useMutation({
    mutationFn: markVisit,
    onSuccess: async (item) => {
      void message.success(t('marked', { mark: item.lastVisit ? t(`marks.${item.lastVisit.mark}`) : '' }));
      await client.invalidateQueries({
        queryKey: [...votingKey(communityInfoCode), 'doorToDoor', votingCode],
      });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const print = useMutation({
    mutationFn: printBallots,
    onSuccess: () =>
      modal.success({
        okCancel: true,
        title: t('print'),
        content: t('printStarted'),
        okText: t('toDownloads'),
        onOk: () => navigate(downloadsLink),
      }),
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (list.error)
    return <Alert type="error" showIcon title={t('loadFailed', { reason: failureMessage(list.error) })} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data.rollFrozen) return <Alert type="info" showIcon title={t('notFrozen')} />;

  return (
    <div className="doors" data-testid="door-to-door">
      <p className="doors-intro">{t('intro')}</p>
      <div className="doors-toolbar">
        <Select
          className="doors-building"
          aria-label={t('building')}
          value={current}
          onChange={(value: string) => setBuildingCode(value)}
          options={data.buildings.map((building) => ({
            value: building.buildingCode,
            label: t('buildingOption', {
              name: building.buildingName,
              nonVoters: building.nonVoterCount,
              voters: building.voterCount,
            }),
          }))}
        />
        <div className="doors-actions">
          <Button
            icon={<DownloadOutlined />}
            disabled={!current}
            onClick={() =>
              void downloadFile({
                url: '/v1/voting/doorToDoorExport',
                data: { ...ref, ...(current ? { buildingCode: current } : {}) },
              })
            }
          >
            {t('export')}
          </Button>
          {canPrint ? (
            <Button
              icon={<PrinterOutlined />}
              disabled={!current || data.items.length === 0}
              loading={print.isPending}
              onClick={() => current && print.mutate({ ...ref, buildingCode: current })}
            >
              {t('print')}
            </Button>
          ) : null}
        </div>
      </div>
      {data.markingOpen ? null : (
        <Alert className="doors-closed" type="warning" showIcon title={data.markingClosedReason ?? ''} />
      )}
      <div className="doors-count">
        {t('count', { count: data.items.length })}
        {data.fullMobiles ? null : <span className="doors-note">{t('maskedNote')}</span>}
      </div>
      {data.items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul className="doors-list">
          {data.items.map((item) => (
            <Household
              key={item.voterKey}
              item={item}
              open={data.markingOpen}
              busy={mark.isPending && mark.variables?.houseCode === item.houseCodes[0]}
              onMark={(value) => {
                const houseCode = item.houseCodes[0];
                if (houseCode) mark.mutate({ ...ref, houseCode, mark: value });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function Household({
  item,
  open,
  busy,
  onMark,
}: {
  item: DoorToDoorItem;
  open: boolean;
  busy: boolean;
  onMark: (mark: VisitMark) => void;
}) {
  const { t } = useTranslation('votingDoors');
  const visit = item.lastVisit;
  return (
    <li className="doors-item" data-testid="door-item">
      <div className="doors-house">{item.houseNames.join('、')}</div>
      <div className="doors-owners">
        {item.owners.length === 0
          ? t('developer')
          : item.owners.map((owner) => (
              <span key={`${owner.ownerName}-${owner.mobile}`} className="doors-owner">
                {owner.ownerName}{' '}
                {/^\d{11}$/.test(owner.mobile) ? (
                  <a href={`tel:${owner.mobile}`} aria-label={t('call', { name: owner.ownerName })}>
                    {owner.mobile}
                  </a>
                ) : (
                  <span>{owner.mobile}</span>
                )}
              </span>
            ))}
      </div>
      <div className="doors-state">
        <Tag color={item.delivered ? 'green' : 'default'}>
          {item.delivered
            ? item.deliveryCount > 1
              ? t('deliveredTimes', { count: item.deliveryCount })
              : t('delivered')
            : t('notDelivered')}
        </Tag>
        {visit ? (
          <span className="doors-visit">
            {t('lastVisit', {
              mark: t(`marks.${visit.mark}`),
              by: visit.markedBy,
              at: formatDateTime(visit.markedAt),
            })}
            {item.visitCount > 1 ? ` · ${t('visits', { count: item.visitCount })}` : ''}
          </span>
        ) : (
          <span className="doors-visit doors-muted">{t('notVisited')}</span>
        )}
      </div>
      <div className="doors-marks">
        {VisitMarks.values.map((value) => (
          <Button
            key={value}
            className={visit?.mark === value ? 'doors-mark doors-mark-last' : 'doors-mark'}
            aria-pressed={visit?.mark === value}
            type={value === 'BALLOT_LEFT' ? 'primary' : 'default'}
            disabled={!open || busy}
            onClick={() => onMark(value)}
          >
            {t(`marks.${value}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
