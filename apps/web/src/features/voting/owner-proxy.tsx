import { RightOutlined } from '@ant-design/icons';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useEnumLabel } from '../../locales/enum-label';
import { uploadAttachment } from '../../ui/upload/upload-api';
import { OWNER_QUERY_KEY } from '../account/owner-session';
import { SignaturePad, type SignaturePadHandle } from '../proposal/signature-pad';
import {
  appointProxy,
  ownerVoteProxyQuery,
  type ProxyVoteInfo,
  proxyCastVote,
  proxyVoteInfoQuery,
  proxyVotesQuery,
  revokeProxy,
} from './proxy-api';
import type { BallotReceipt, OwnerVoteInfo } from './voting-api';
import './proxy-locale';
import './proxy-voting.css';

type AppointValues = { proxyMobile: string; proxyName: string; proxyRelation: string };

/**
 * 委托投票 on the owner's vote page (only where the vote allows proxies): the owner's authorisation
 * with 撤销 until the proxy has voted, or the form naming a proxy, signed on the signature pad of
 * proposals (the PNG is uploaded and its id sent with the authorisation).
 */
export function OwnerProxyPanel({ vote }: { vote: Pick<OwnerVoteInfo, 'votingCode'> }) {
  const { t } = useTranslation('votingProxy');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const proxy = useQuery(ownerVoteProxyQuery(vote.votingCode));
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const [form] = Form.useForm<AppointValues>();
  const refresh = () => client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });

  const appoint = useMutation({
    mutationFn: async (values: AppointValues) => {
      const file = await pad.current?.toFile();
      if (!file) throw new Error(t('signEmpty'));
      setUploading(true);
      try {
        const uploaded = await uploadAttachment(file, {
          uploadType: 'TX_NO_WATER_TAG',
          tokenKey: STORAGE_KEYS.ownerToken,
        });
        return await appointProxy({
          votingCode: vote.votingCode,
          ...values,
          signatureFile: uploaded.attachmentId,
        });
      } finally {
        setUploading(false);
      }
    },
    onSuccess: async () => {
      setOpen(false);
      void message.success(t('appointed'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const revoke = useMutation({
    mutationFn: revokeProxy,
    onSuccess: async () => {
      void message.success(t('revoked'));
      await refresh();
    },
    onError: (error) => void message.error(failureMessage(error)),
  });

  if (!proxy.data?.proxyVoting) return null;
  const data = proxy.data;
  const live = data.mine.filter((row) => row.state !== 'REVOKED');
  return (
    <section className="owner-card proxy-panel" aria-label={t('title')} data-testid="owner-proxy-panel">
      <div className="owner-card__head">{t('title')}</div>
      {live.map((row) =>
        row.state === 'CAST' ? (
          <p key={row.proxyCode} className="proxy-panel__line" data-testid="proxy-cast">
            {t('cast', { name: row.proxyName, time: formatDateTime(row.castAt) })}
          </p>
        ) : (
          <div key={row.proxyCode} className="proxy-panel__line" data-testid="proxy-active">
            <span>
              {t('active', { name: row.proxyName, relation: row.proxyRelation, mobile: row.proxyMobile })}
            </span>
            <Button
              danger
              size="small"
              loading={revoke.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('revoke'),
                  content: t('revokeConfirm'),
                  okText: t('revoke'),
                  cancelText: t('cancel'),
                  onOk: () => revoke.mutateAsync(row.proxyCode).catch(() => undefined),
                })
              }
            >
              {t('revoke')}
            </Button>
          </div>
        ),
      )}
      {data.canAppoint ? (
        open ? (
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => appoint.mutate(values)}
            requiredMark={false}
          >
            <p className="owner-muted">{t('hint', { max: data.proxyMaxPrincipals })}</p>
            <Form.Item
              name="proxyMobile"
              label={t('mobile')}
              rules={[{ required: true, pattern: /^1\d{10}$/, message: t('mobile') }]}
            >
              <Input size="large" inputMode="tel" maxLength={11} />
            </Form.Item>
            <Form.Item
              name="proxyName"
              label={t('name')}
              rules={[{ required: true, whitespace: true, max: 30 }]}
            >
              <Input size="large" maxLength={30} />
            </Form.Item>
            <Form.Item
              name="proxyRelation"
              label={t('relation')}
              rules={[{ required: true, whitespace: true, max: 20 }]}
            >
              <Input size="large" maxLength={20} placeholder={t('relationPlaceholder')} />
            </Form.Item>
            <div className="owner-muted">{t('sign')}</div>
            <SignaturePad ref={pad} />
            <div className="owner-actions">
              <Button type="primary" size="large" block htmlType="submit" loading={appoint.isPending}>
                {uploading ? t('uploading') : t('submit')}
              </Button>
              <Button size="large" block type="text" onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
            </div>
          </Form>
        ) : (
          <Button size="large" block onClick={() => setOpen(true)} data-testid="proxy-appoint">
            {t('appoint')}
          </Button>
        )
      ) : null}
    </section>
  );
}

/** 代他人投票 on 我的表决: the principals who named this user (by mobile) as their proxy. */
export function ProxyEntries() {
  const { t } = useTranslation('votingProxy');
  const entries = useQuery(proxyVotesQuery);
  if (!entries.data || entries.data.length === 0) return null;
  return (
    <section className="proxy-entries" aria-label={t('forOthers')} data-testid="proxy-entries">
      <h2 className="owner-card__head">{t('forOthers')}</h2>
      <p className="owner-muted">{t('forOthersHint')}</p>
      {entries.data.map((entry) => (
        <Link
          key={entry.proxyCode}
          to={proxyVotePath(entry.votingCode, entry.proxyCode)}
          className="owner-card owner-vote-item"
          data-testid="proxy-entry"
        >
          <div className="owner-vote-item__main">
            <div className="owner-vote-item__title">{entry.title}</div>
            <div className="owner-vote-item__meta">
              {t('principal', { name: entry.principalName })} · {entry.houses.join('、')}
            </div>
            <div className="owner-vote-item__tags">
              <span className="proxy-tag">{entry.castAt ? t('castDone') : entry.votingStateName}</span>
            </div>
          </div>
          <RightOutlined />
        </Link>
      ))}
    </section>
  );
}

export const proxyVotePath = (votingCode: string, proxyCode: string) =>
  `/owner/votes/${encodeURIComponent(votingCode)}/proxy/${encodeURIComponent(proxyCode)}`;

/** The vote page in 代投 mode (/owner/votes/:votingCode/proxy/:proxyCode). */
export function OwnerProxyVotePage() {
  const { t } = useTranslation('votingProxy');
  const { votingCode = '', proxyCode = '' } = useParams();
  const info = useQuery(proxyVoteInfoQuery(votingCode, proxyCode));
  if (info.isError) {
    return (
      <Result
        status="warning"
        title={failureMessage(info.error)}
        extra={
          <Link to="/owner/votes">
            <Button>{t('back')}</Button>
          </Link>
        }
      />
    );
  }
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <ProxyVote key={info.data.proxyCode} info={info.data} />;
}

function ProxyVote({ info }: { info: ProxyVoteInfo }) {
  const { t } = useTranslation('votingProxy');
  const enumLabel = useEnumLabel();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [choices, setChoices] = useState<Record<string, VoteChoice | undefined>>({});
  const [receipt, setReceipt] = useState<BallotReceipt | null>(info.myBallot);
  const cast = useMutation({
    mutationFn: () =>
      proxyCastVote(
        info.votingCode,
        info.proxyCode,
        Object.fromEntries(info.issues.map((issue) => [issue.issueKey, choices[issue.issueKey] ?? null])),
      ),
    onSuccess: async (next) => {
      setReceipt(next);
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => void message.error(failureMessage(error)),
  });
  const submit = () => {
    const missing = info.issues.find((issue) => !choices[issue.issueKey]);
    if (missing) {
      void message.warning(t('chooseAll', { n: missing.issueKey }));
      return;
    }
    modal.confirm({
      title: t('proxySubmit'),
      content: t('proxyConfirm', { name: info.principalName }),
      okText: t('proxySubmit'),
      cancelText: t('cancel'),
      onOk: () => cast.mutateAsync().catch(() => undefined),
    });
  };
  return (
    <div className="owner-vote">
      <Link to="/owner/votes" className="owner-vote__back">
        {t('back')}
      </Link>
      <h1 className="owner-title">{info.title}</h1>
      <Alert
        type="info"
        showIcon
        data-testid="proxy-mode"
        title={t('proxyMode', { name: info.principalName, houses: info.houses.join('、') })}
      />
      {info.description ? <div className="owner-card owner-vote__text">{info.description}</div> : null}
      {receipt ? (
        <div className="owner-card" data-testid="proxy-receipt">
          <Result status="success" title={t('proxyReceipt')} subTitle={formatDateTime(receipt.castAt)} />
          <ul className="owner-vote__summary">
            {info.issues.map((issue) => {
              const choice = receipt.choices[issue.issueKey];
              return (
                <li key={issue.issueKey}>
                  {issue.issueKey}. {issue.title}：
                  <strong>{choice ? enumLabel(VoteChoice, choice) : '—'}</strong>
                </li>
              );
            })}
          </ul>
          <p className="voting-hash">{receipt.ballotHash}</p>
        </div>
      ) : (
        <>
          {!info.canCast ? <Alert type="warning" showIcon title={info.cannotCastReason} /> : null}
          {info.issues.map((issue) => (
            <section key={issue.issueKey} className="owner-card" aria-label={issue.title}>
              <div className="owner-card__head">
                {issue.issueKey}. {issue.title}
              </div>
              <div className="owner-muted">{enumLabel(IssueType, issue.issueType)}</div>
              <Radio.Group
                className="owner-vote__choices"
                disabled={!info.canCast}
                value={choices[issue.issueKey]}
                onChange={(event) =>
                  setChoices((current) => ({ ...current, [issue.issueKey]: event.target.value }))
                }
                optionType="button"
                buttonStyle="solid"
                options={issue.issueOptions.map((option) => ({ value: option.choice, label: option.name }))}
              />
            </section>
          ))}
          {info.canCast ? (
            <div className="owner-actions">
              <Button type="primary" size="large" block loading={cast.isPending} onClick={submit}>
                {t('proxySubmit')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
