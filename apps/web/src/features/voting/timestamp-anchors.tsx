import type { VoteTimestampsDto } from '@gongzhi/domain/voting/timestamp-anchor';
import type { VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { request } from '../../lib/request';
import { registerAreaLocale } from '../../locales/i18n-core';
import { useTranslation } from '../../locales/use-translation';

export const votingTimestampsZhCN = {
  title: '外部时间戳',
  notAnchored: '未接入可信时间戳服务，证据未经外部锚定',
  notAnchoredExplain: '哈希链只能证明记录之间前后一致；运营方如重写全部记录，仅凭哈希链无法发现。',
  explain:
    '发布结果时（及表决期间每天）由可信时间戳服务（RFC 3161）对链头签发时间戳，运营方事后无法改写已盖章的记录。',
  none: '尚未取得时间戳。',
  item: '{{time}} · 第 {{seq}} 条记录的链头',
  tsa: '时间戳服务：{{tsa}}',
  head: '链头 {{head}}',
  checking: '正在本机核验时间戳…',
  valid: '已核验：签名有效，所盖链头在本存证链中',
  invalid: '核验失败：{{problem}}',
  failed: '{{time}} 申请时间戳失败：{{error}}（系统将自动重试）',
};

export const votingTimestampsEnUS: typeof votingTimestampsZhCN = {
  title: 'External time-stamps',
  notAnchored: 'No trusted time-stamping service is configured: the evidence is not externally anchored',
  notAnchoredExplain:
    'The hash chain only shows that its records agree with each other; an operator who rewrote every record would not be caught by it alone.',
  explain:
    'At publication (and daily while the vote runs) a trusted time-stamping authority (RFC 3161) signs the chain head, so the operator cannot rewrite the stamped records afterwards.',
  none: 'No time-stamp yet.',
  item: '{{time}} · head of chain entry {{seq}}',
  tsa: 'Time-stamping authority: {{tsa}}',
  head: 'Head {{head}}',
  checking: 'Checking the time-stamps on this device…',
  valid: 'Verified: the signature holds and the stamped head is in this chain',
  invalid: 'Verification failed: {{problem}}',
  failed: 'Time-stamp request of {{time}} failed: {{error}} (retried automatically)',
};

registerAreaLocale('votingTimestamps', { zhCN: votingTimestampsZhCN, enUS: votingTimestampsEnUS });

export function voteTimestampsQuery(votingCode: string) {
  return {
    queryKey: ['votePublic', votingCode, 'timestamps'],
    queryFn: () =>
      request<VoteTimestampsDto>({
        url: '/v1/votePublic/timestamps',
        data: { votingCode },
        intercept: false,
      }),
    retry: false,
  };
}

/**
 * 外部时间戳 of a published vote (issue #22 item 8): each RFC 3161 token (time, TSA, stamped head),
 * checked in this browser against the aggregate's chain with the verifier the CLI uses (the ASN.1
 * code loads only here), or the sentence that the evidence is not externally anchored. Plain
 * elements, so the light owner pages use it too.
 */
export function TimestampAnchors({
  votingCode,
  aggregate,
  className = 'voting-timestamps',
}: {
  votingCode: string;
  aggregate: VoteAggregate | null;
  className?: string;
}) {
  const { t } = useTranslation('votingTimestamps');
  const stamps = useQuery(voteTimestampsQuery(votingCode));
  const anchors = stamps.data?.anchors ?? [];
  const check = useQuery({
    queryKey: ['votePublic', votingCode, 'timestamps', 'check', anchors.length, aggregate?.entries.length],
    queryFn: async () => {
      const { verifyAnchors } = await import('@gongzhi/domain/voting/timestamp-token');
      return verifyAnchors(aggregate?.entries ?? [], anchors);
    },
    enabled: aggregate !== null && anchors.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!stamps.data) return null;
  const { configured, failures } = stamps.data;
  return (
    <section className={className} data-testid="vote-timestamps">
      <h4>{t('title')}</h4>
      {!configured && anchors.length === 0 ? (
        <>
          <p data-testid="timestamps-not-anchored">
            <strong>{t('notAnchored')}</strong>
          </p>
          <p className="voting-muted">{t('notAnchoredExplain')}</p>
        </>
      ) : (
        <>
          <p className="voting-muted">{t('explain')}</p>
          {anchors.length === 0 ? <p>{t('none')}</p> : null}
          <ol>
            {anchors.map((anchor, index) => {
              const checked = check.data?.anchors[index];
              return (
                <li key={`${anchor.headHash}-${anchor.genTime}`} data-testid="timestamp-anchor">
                  <div>
                    <strong>
                      {t('item', { time: formatDateTime(anchor.genTime), seq: anchor.headSeq })}
                    </strong>
                  </div>
                  <div className="voting-muted">{t('tsa', { tsa: checked?.signer ?? anchor.tsa })}</div>
                  <div className="voting-hash">{t('head', { head: anchor.headHash })}</div>
                  {aggregate ? (
                    <div data-testid="timestamp-check">
                      {checked
                        ? checked.valid
                          ? `✓ ${t('valid')}`
                          : `✗ ${t('invalid', { problem: checked.problem ?? '' })}`
                        : t('checking')}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {failures.length > 0 ? (
            <p className="voting-muted" data-testid="timestamp-failure">
              {t('failed', { time: formatDateTime(failures[0]?.at ?? ''), error: failures[0]?.error ?? '' })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
