import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  type OwnerProposalInfo,
  ownerProposalKey,
  type SignValue,
  signProposal,
} from '../../features/proposal/proposal-api';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/request';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../locales/use-translation';
import { uploadAttachment } from '../../ui/upload/upload-api';
import { OwnerButton, OwnerField, showToast } from '../owner-ui';
import { OwnerSegmented } from '../ui/segmented';
import { SignaturePad, type SignaturePadHandle } from '../ui/signature-pad';

type SignMode = 'HANDWRITTEN' | 'TYPED_NAME';

/** Signing a proposal once: a handwritten signature (uploaded as a picture) or the typed name. */
export function SignPanel({ proposal }: { proposal: OwnerProposalInfo }) {
  const { t } = useTranslation('proposal');
  const client = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [mode, setMode] = useState<SignMode>('HANDWRITTEN');
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);

  const sign = useMutation({
    mutationFn: async (): Promise<OwnerProposalInfo> => {
      let value: SignValue;
      if (mode === 'HANDWRITTEN') {
        const file = await pad.current?.toFile();
        if (!file) throw new Error(t('owner.padEmpty'));
        setUploading(true);
        try {
          const uploaded = await uploadAttachment(file, {
            uploadType: 'TX_NO_WATER_TAG',
            tokenKey: STORAGE_KEYS.ownerToken,
          });
          value = { signType: 'HANDWRITTEN', signImage: uploaded.attachmentId };
        } finally {
          setUploading(false);
        }
      } else value = { signType: 'TYPED_NAME', signName: name.trim() };
      return signProposal(proposal.proposalId, value);
    },
    onSuccess: async () => {
      showToast(t('owner.signedOk'), 'success');
      await client.invalidateQueries({ queryKey: ownerProposalKey() });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });

  if (proposal.signed) {
    return (
      <div className="owner-card owner-proposal__signed" role="status">
        {t('owner.signedAt', { time: formatDateTime(proposal.mySignedAt) })}
      </div>
    );
  }
  if (!proposal.canSign) {
    return (
      <div className="owner-card owner-muted" role="status">
        {proposal.cannotSignReason}
      </div>
    );
  }
  return (
    <section className="owner-card owner-proposal__sign" aria-label={t('owner.signTitle')}>
      <div className="owner-card__head">{t('owner.signTitle')}</div>
      <p className="owner-muted">{t('owner.signHint')}</p>
      <OwnerSegmented
        value={mode}
        onChange={setMode}
        ariaLabel={t('owner.signTitle')}
        options={[
          { value: 'HANDWRITTEN', label: t('owner.handwritten') },
          { value: 'TYPED_NAME', label: t('owner.typedName') },
        ]}
      />
      <div className="owner-proposal__sign-body">
        {mode === 'HANDWRITTEN' ? (
          <SignaturePad ref={pad} />
        ) : (
          <OwnerField
            id="owner-sign-name"
            label={t('owner.nameLabel')}
            value={name}
            maxLength={100}
            placeholder={t('owner.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </div>
      <OwnerButton
        kind="primary"
        block
        loading={sign.isPending}
        disabled={mode === 'TYPED_NAME' && name.trim() === ''}
        onClick={() => sign.mutate()}
      >
        {uploading ? t('owner.uploading') : t('owner.submit')}
      </OwnerButton>
    </section>
  );
}
