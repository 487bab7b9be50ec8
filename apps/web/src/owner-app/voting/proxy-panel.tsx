import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { OWNER_QUERY_KEY } from '../../features/account/owner-session';
import {
  appointProxy,
  ownerVoteProxyQuery,
  type ProxyAuthorization,
  proxyVotesQuery,
  revokeProxy,
} from '../../features/voting/proxy-api';
import type { OwnerVoteInfo } from '../../features/voting/voting-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import { uploadAttachment } from '../../ui/upload/upload-api';
import { Link } from '../nav';
import { OwnerButton, OwnerDialog, OwnerField, showToast } from '../owner-ui';
import { SignaturePad, type SignaturePadHandle } from '../ui/signature-pad';
import { RowArrow } from './vote-bits';
import '../../features/voting/proxy-locale';

type AppointValues = { proxyMobile: string; proxyName: string; proxyRelation: string };
type AppointErrors = Partial<Record<keyof AppointValues, string>>;

export const proxyVotePath = (votingCode: string, proxyCode: string) =>
  `/owner/votes/${encodeURIComponent(votingCode)}/proxy/${encodeURIComponent(proxyCode)}`;

/** The form's own checks (the server checks again): an 11-digit mobile, a name ≤ 30, a relation ≤ 20. */
function checkAppoint(values: AppointValues, t: (key: string) => string): AppointErrors {
  const errors: AppointErrors = {};
  if (!/^1\d{10}$/.test(values.proxyMobile)) errors.proxyMobile = t('mobile');
  if (!values.proxyName.trim() || values.proxyName.length > 30) errors.proxyName = t('name');
  if (!values.proxyRelation.trim() || values.proxyRelation.length > 20) errors.proxyRelation = t('relation');
  return errors;
}

/**
 * 委托投票 on the owner's vote page (only where the vote allows proxies): the owner's authorisation
 * with 撤销 until the proxy has voted, or the form naming a proxy, signed on the signature pad (the
 * PNG is uploaded and its id sent with the authorisation).
 */
export function OwnerProxyPanel({ vote }: { vote: Pick<OwnerVoteInfo, 'votingCode'> }) {
  const { t } = useTranslation('votingProxy');
  const client = useQueryClient();
  const proxy = useQuery(ownerVoteProxyQuery(vote.votingCode));
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState<ProxyAuthorization | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
  const revoke = useMutation({
    mutationFn: revokeProxy,
    onSuccess: async () => {
      showToast(t('revoked'), 'success');
      await refresh();
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
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
            <OwnerButton className="ob--danger" loading={revoke.isPending} onClick={() => setRevoking(row)}>
              {t('revoke')}
            </OwnerButton>
          </div>
        ),
      )}
      {data.canAppoint ? (
        open ? (
          <AppointForm
            votingCode={vote.votingCode}
            maxPrincipals={data.proxyMaxPrincipals}
            onDone={() => setOpen(false)}
          />
        ) : (
          <OwnerButton block onClick={() => setOpen(true)} data-testid="proxy-appoint">
            {t('appoint')}
          </OwnerButton>
        )
      ) : null}
      <OwnerDialog
        open={revoking !== null}
        title={t('revoke')}
        okText={t('revoke')}
        cancelText={t('cancel')}
        onCancel={() => setRevoking(null)}
        onOk={() => {
          if (revoking) revoke.mutate(revoking.proxyCode);
          setRevoking(null);
        }}
      >
        {t('revokeConfirm')}
      </OwnerDialog>
    </section>
  );
}

function AppointForm({
  votingCode,
  maxPrincipals,
  onDone,
}: {
  votingCode: string;
  maxPrincipals: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('votingProxy');
  const client = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [values, setValues] = useState<AppointValues>({ proxyMobile: '', proxyName: '', proxyRelation: '' });
  const [errors, setErrors] = useState<AppointErrors>({});
  const [uploading, setUploading] = useState(false);
  const appoint = useMutation({
    mutationFn: async (input: AppointValues) => {
      const file = await pad.current?.toFile();
      if (!file) throw new Error(t('signEmpty'));
      setUploading(true);
      try {
        const uploaded = await uploadAttachment(file, {
          uploadType: 'TX_NO_WATER_TAG',
          tokenKey: STORAGE_KEYS.ownerToken,
        });
        return await appointProxy({ votingCode, ...input, signatureFile: uploaded.attachmentId });
      } finally {
        setUploading(false);
      }
    },
    onSuccess: async () => {
      onDone();
      showToast(t('appointed'), 'success');
      await client.invalidateQueries({ queryKey: OWNER_QUERY_KEY });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const field = (name: keyof AppointValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAppoint(values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) appoint.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="owner-muted">{t('hint', { max: maxPrincipals })}</p>
      <OwnerField label={t('mobile')} inputMode="tel" maxLength={11} {...field('proxyMobile')} />
      <OwnerField label={t('name')} maxLength={30} {...field('proxyName')} />
      <OwnerField
        label={t('relation')}
        maxLength={20}
        placeholder={t('relationPlaceholder')}
        {...field('proxyRelation')}
      />
      <div className="owner-muted">{t('sign')}</div>
      <SignaturePad ref={pad} />
      <div className="owner-actions">
        <OwnerButton kind="primary" block type="submit" loading={appoint.isPending}>
          {uploading ? t('uploading') : t('submit')}
        </OwnerButton>
        <OwnerButton block onClick={onDone}>
          {t('cancel')}
        </OwnerButton>
      </div>
    </form>
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
          <RowArrow />
        </Link>
      ))}
    </section>
  );
}
